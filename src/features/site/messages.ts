import type { CompanyFact } from '@contracts/site';

/** The labels Korean e-commerce law uses for each business fact. */
export const factLabels: Record<CompanyFact, string> = {
  name: '상호',
  ceo: '대표자',
  registrationNumber: '사업자등록번호',
  mailOrderNumber: '통신판매업 신고번호',
  address: '주소',
  phone: '연락처',
  email: '이메일',
};

export const siteWords = {
  companyTitle: '회사 소개',
  companyLead: '전자상거래법에 따라 글빛을 운영하는 사업자의 정보를 알려 드립니다.',
  missingTitle: '관리자 안내: 설정되지 않은 사업자 정보',
  missingLead: '아래 설정이 비어 있어 이 페이지와 모든 페이지 바닥글에서 빠져 있습니다. 서버 설정(.env)에 넣고 다시 시작해 주세요.',
  noneSet: '사업자 정보가 아직 등록되지 않았습니다.',
  guideTitle: '이용 가이드',
  guideLead: '글빛의 페이지마다 무엇을 할 수 있는지, 어떻게 쓰는지 안내합니다.',
  toc: '목차',
  toTop: '맨 위로',
} as const;
