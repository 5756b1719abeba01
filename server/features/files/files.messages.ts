// Korean messages of the files feature, in one place so the wording is easy to check.
export const filesMessages = {
  notFound: '파일을 찾을 수 없습니다.',
} as const;
