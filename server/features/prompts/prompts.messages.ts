// Korean messages of the prompt-template endpoints.
export const messages = {
  notFound: '선택한 프롬프트 템플릿을 찾을 수 없습니다.',
  limit: (limit: number) => `템플릿은 ${limit}개까지 만들 수 있습니다.`,
} as const;
