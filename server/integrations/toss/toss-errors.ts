// Toss's error codes (docs.tosspayments.com/reference/error-codes) as sentences a member understands.
// Codes not listed get the general sentence; the code itself is kept on the order for support.
const KOREAN: Record<string, string> = {
  PAY_PROCESS_CANCELED: '결제를 취소하셨습니다. 다시 결제할 수 있습니다.',
  PAY_PROCESS_ABORTED: '결제가 중단되었습니다. 잠시 후 다시 시도해 주세요.',
  USER_CANCEL: '결제를 취소하셨습니다. 다시 결제할 수 있습니다.',
  REJECT_CARD_COMPANY: '카드사에서 결제를 거절했습니다. 카드 정보나 한도를 확인하거나 다른 결제수단을 이용해 주세요.',
  REJECT_CARD_PAYMENT: '카드 한도 초과 또는 잔액 부족으로 결제가 거절되었습니다.',
  REJECT_ACCOUNT_PAYMENT: '계좌 잔액이 부족하여 결제가 거절되었습니다.',
  INVALID_CARD_EXPIRATION: '카드 유효기간을 다시 확인해 주세요.',
  INVALID_STOPPED_CARD: '정지된 카드입니다. 다른 카드로 결제해 주세요.',
  INVALID_CARD_LOST_OR_STOLEN: '분실 또는 도난 신고된 카드입니다. 다른 카드로 결제해 주세요.',
  INVALID_CARD_NUMBER: '카드 번호를 다시 확인해 주세요.',
  INVALID_PASSWORD: '결제 비밀번호가 일치하지 않습니다.',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: '하루 결제 가능 횟수를 넘었습니다. 내일 다시 시도해 주세요.',
  EXCEED_MAX_PAYMENT_AMOUNT: '하루 결제 가능 금액을 넘었습니다.',
  EXCEED_MAX_ONE_DAY_AMOUNT: '하루 결제 가능 금액을 넘었습니다.',
  EXCEED_MAX_AUTH_COUNT: '인증 시도 횟수를 넘었습니다. 잠시 후 다시 시도해 주세요.',
  BELOW_MINIMUM_AMOUNT: '최소 결제 금액보다 적습니다.',
  NOT_AVAILABLE_BANK: '은행 점검 시간입니다. 잠시 후 다시 시도해 주세요.',
  NOT_AVAILABLE_PAYMENT: '지금은 결제할 수 없는 시간입니다. 잠시 후 다시 시도해 주세요.',
  PROVIDER_ERROR: '카드사 또는 은행에 일시적인 문제가 있습니다. 잠시 후 다시 시도해 주세요.',
  CARD_PROCESSING_ERROR: '카드사에서 처리 중 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.',
  FDS_ERROR: '안전한 결제를 위해 결제가 제한되었습니다. 다른 결제수단을 이용해 주세요.',
  ALREADY_PROCESSED_PAYMENT: '이미 처리된 결제입니다.',
  NOT_FOUND_PAYMENT_SESSION: '결제 시간이 만료되었습니다. 처음부터 다시 결제해 주세요.',
  NOT_FOUND_PAYMENT: '결제 정보를 찾을 수 없습니다. 처음부터 다시 결제해 주세요.',
  UNAUTHORIZED_KEY: '결제 설정에 문제가 있습니다. 관리자에게 문의해 주세요.',
  INVALID_API_KEY: '결제 설정에 문제가 있습니다. 관리자에게 문의해 주세요.',
  FORBIDDEN_REQUEST: '결제 설정에 문제가 있습니다. 관리자에게 문의해 주세요.',
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: '결제가 완료되지 않았습니다. 잠시 후 다시 시도해 주세요.',
  FAILED_INTERNAL_SYSTEM_PROCESSING: '결제가 완료되지 않았습니다. 잠시 후 다시 시도해 주세요.',
  ALREADY_CANCELED_PAYMENT: '이미 취소된 결제입니다.',
  NOT_CANCELABLE_PAYMENT: '취소할 수 없는 결제입니다.',
  NOT_CANCELABLE_AMOUNT: '취소할 수 없는 금액입니다.',
};

export const TOSS_GENERAL_ERROR = '결제를 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** The Korean sentence for a Toss error code (the fail URL's `code` or an API error's). */
export const tossErrorMessage = (code: string | null | undefined) => (code && KOREAN[code]) || TOSS_GENERAL_ERROR;
