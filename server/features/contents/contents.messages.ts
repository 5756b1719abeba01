export const contentMessages = {
  notFound: '글을 찾을 수 없습니다.',
} as const;
