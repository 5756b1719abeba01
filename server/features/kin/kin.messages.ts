// Korean messages of 지식iN search, drafts and bookmarks.
export const messages = {
  notConfigured: (missing: string[]) => `서버에 ${missing.join(', ')} 설정이 없어 지식iN을 검색할 수 없습니다. 관리자에게 문의해주세요.`,
  bookmarkNotFound: '찜한 질문을 찾을 수 없습니다.',
  bookmarkLimit: (limit: number) => `질문은 ${limit}개까지 찜할 수 있습니다. 필요 없는 질문을 지운 뒤 다시 시도해주세요.`,
} as const;
