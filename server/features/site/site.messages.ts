import { onepageTitle } from '@contracts/products';

/** Titles and descriptions the server writes into public pages (the SPA shows the same pages). */
export const APP_NAME = '글빛';

export const staticPages = {
  '/': { title: '글빛 — 키워드로 쓰는 블로그 글', description: '키워드만 입력하면 검색에 강한 한국어 블로그 글을 바로 써 드립니다. 키워드 분석, 이미지, 자동 발행까지.' },
  '/contents': { title: '콘텐츠 · 글빛', description: '블로그 글쓰기와 네이버 검색 노출, 키워드 분석에 도움이 되는 글빛의 가이드와 예시 글 모음입니다.' },
  '/guide': { title: '이용 가이드 · 글빛', description: '글쓰기, 생성 기록, 키워드 분석, 이미지, 크레딧까지 글빛을 쓰는 방법을 페이지별로 안내합니다.' },
  '/company': { title: '회사 소개 · 글빛', description: '글빛을 운영하는 사업자의 상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소와 연락처입니다.' },
  '/kin': { title: '지식iN 답변 · 글빛', description: '네이버 지식iN 질문을 키워드로 찾고, 글빛으로 답변 초안을 써 보세요.' },
  '/terms': { title: '서비스 이용약관 · 글빛', description: '글빛 서비스 이용약관입니다.' },
  '/privacy': { title: '개인정보처리방침 · 글빛', description: '글빛이 개인정보를 어떻게 수집하고 이용하며 보호하는지 안내합니다.' },
} as const;

export const notFoundPage = { title: '페이지를 찾을 수 없습니다 · 글빛', description: '주소가 바뀌었거나 없어진 페이지입니다.' };

export const seoWords = {
  productTitle: (name: string) => `${name} · 글빛`,
  onepageTitle,
  articleTitle: (title: string) => `${title} · 글빛 콘텐츠`,
  sharedTitle: (title: string) => `${title} · 글빛으로 쓴 글`,
  sharedUntitled: '공유된 글',
} as const;
