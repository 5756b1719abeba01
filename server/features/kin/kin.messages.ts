// Korean messages of 지식iN search, drafts and bookmarks.
export const messages = {
  // Setting names only for an admin (who fixes them); a member reads what does not work, in plain words.
  notConfigured: (missing: string[]) => `서버에 ${missing.join(', ')} 설정이 없어 지식iN을 검색할 수 없습니다.`,
  unavailable: '지금은 지식iN 검색을 쓸 수 없어요. 네이버 검색 연결이 준비되면 바로 쓸 수 있습니다.',
  bookmarkNotFound: '찜한 질문을 찾을 수 없습니다.',
  bookmarkLimit: (limit: number) => `질문은 ${limit}개까지 찜할 수 있습니다. 필요 없는 질문을 지운 뒤 다시 시도해주세요.`,
} as const;
