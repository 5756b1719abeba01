export const productMessages = {
  notFound: '상품을 찾을 수 없습니다.',
  slugTaken: '이미 다른 상품이 쓰고 있는 주소입니다.',
  unknownPackage: '없는 크레딧 상품이 골라져 있습니다. 목록을 새로 고친 뒤 다시 골라 주세요.',
  adminOnly: '관리자만 이용할 수 있습니다.',
} as const;
