// Korean messages of the images feature (server side), in one place so the wording is easy to check.
export const messages = {
  unsupportedImage: 'PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다. 파일 이름이 아니라 내용으로 확인합니다.',
  brokenImage: '이미지 파일이 손상되어 읽을 수 없습니다. 다른 파일을 올려주세요.',
  tooLarge: '이미지는 10MB까지 올릴 수 있습니다.',
  noFile: '올릴 이미지 파일을 골라주세요.',
  notFound: '이미지를 찾을 수 없습니다.',
  fileNotFound: '파일을 찾을 수 없습니다.',
  backgroundNotFound: '배경 이미지를 찾을 수 없습니다. 다시 올려주세요.',
  providerOff: '연결된 이미지 모델이 없습니다. 관리자가 IMAGE_PROVIDER와 IMAGE_API_KEY(또는 IMAGE_BASE_URL)를 설정하면 이미지를 만들 수 있습니다.',
  postNotReady: '아직 작성 중인 글에는 이미지를 넣을 수 없습니다.',
  headingNotFound: '글에서 고른 소제목을 찾을 수 없습니다. 글을 다시 불러와 골라주세요.',
  noHeadings: '이 글에는 소제목(H2)이 없어 추천 프롬프트를 만들 수 없습니다.',
  storageFailed: '이미지를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  partlyFailed: (made: number, asked: number) => `${asked}장 중 ${made}장을 만들었습니다. 만들지 못한 이미지의 사용량은 돌려드렸습니다.`,
} as const;
