// Korean messages of the VIP pages' API, in one place so the wording is easy to check.
export const vipMessages = {
  vipOnly: 'VIP 회원만 이용할 수 있습니다.',
} as const;
