import { withJosa } from '@contracts/korean';

// Korean messages of spending and of the wallet endpoints.
export const messages = {
  signupRequired: '무료 생성 횟수를 모두 사용했습니다. 회원가입하면 99회를 더 쓸 수 있어요.',
  // The same sentence for every counter today (keyword lookups included); a per-counter wording would be a visible change.
  insufficientCredits: (cost: number) => `남은 생성 횟수가 없고 크레딧도 부족합니다. 글 1편에 ${cost} 크레딧이 필요합니다.`,
  bonusCredited: (n: number) => `가입 축하 이벤트 크레딧 ${withJosa(n.toLocaleString('ko-KR'), '이/가')} 지급되었습니다.`,
  bonusAlready: '이미 가입 축하 크레딧을 받으셨습니다.',
  bonusNotEligible: '가입 축하 크레딧 지급 대상이 아닙니다.',
} as const;
