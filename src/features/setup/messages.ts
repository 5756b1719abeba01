import type { SetupServiceId } from '@contracts/setup-status';

type ServiceWords = {
  label: string;
  /** What works once it is connected. */
  does: string;
  /** What users get while it is not. */
  without: string;
  /** How to connect it: the settings, by name (this page is for admins only). */
  how: string;
  /** A page of the app that finishes or shows the connection. */
  page?: { href: string; label: string };
};

const serviceWords = (words: Record<SetupServiceId, ServiceWords>) => words;

/** The Korean words of /admin/setup. */
export const setupWords = {
  readme: '설정 하나하나의 뜻과 기본값은 저장소 README.md의 "설정 · Settings" 표에, 리디렉트 주소와 웹훅은 "외부 서비스 연결" 절에 있습니다.',
  summary: (connected: number, total: number) => `${total}개 중 ${connected}개 연결됨`,
  connected: '연결됨',
  notConnected: '연결 안 됨',
  without: '연결 전에는',
  how: '연결하려면',
  settings: '설정',
  set: '값 있음',
  empty: '비어 있음',
  required: '필수',
  optional: '선택',
  mode: (value: string) => `현재 ${value}`,
  services: serviceWords({
    llm: {
      label: 'AI 글쓰기 모델',
      does: '연결한 AI 모델이 글 전체, 제목 추천, 섹션 다시 쓰기, 지식iN 답변 초안을 씁니다.',
      without: '내장 작성기가 소제목과 쓸 내용을 적어 둔 구조 초안을 만들어 드립니다. 사용자에게는 "AI 모델이 아직 연결되지 않아 구조 초안을 만들어 드려요"라고 보입니다.',
      how: 'LLM_PROVIDER를 openai, anthropic, google 중 하나로 하고 LLM_API_KEY를 넣거나, openai-compatible(Ollama·vLLM·LM Studio)로 하고 LLM_BASE_URL과 LLM_MODEL을 넣습니다.',
    },
    images: {
      label: 'AI 이미지',
      does: '이미지 메뉴에서 글에 넣을 AI 이미지를 만듭니다.',
      without: 'AI 이미지를 만들 수 없다고 안내합니다. 썸네일 만들기는 그대로 쓸 수 있습니다.',
      how: 'IMAGE_PROVIDER를 openai나 google로 하고 IMAGE_API_KEY를 넣거나, openai-compatible(LocalAI 등)로 하고 IMAGE_BASE_URL과 IMAGE_MODEL을 넣습니다.',
    },
    toss: {
      label: '온라인 결제 (토스페이먼츠)',
      does: '크레딧 충전과 VIP 결제를 카드·계좌이체·가상계좌로 받습니다.',
      without: '온라인 결제가 꺼지고, 입금 계좌가 있으면 무통장 입금만 받습니다.',
      how: 'TOSS_CLIENT_KEY와 TOSS_SECRET_KEY를 함께 넣고, 토스 콘솔에 웹훅 주소(BASE_URL/api/credits/webhooks/toss)를 등록합니다.',
      page: { href: '/credits/purchase', label: '크레딧 충전 화면 보기' },
    },
    bank: {
      label: '무통장 입금 계좌',
      does: '회원이 계좌로 입금하고 충전을 요청하면 관리자가 확인해 충전합니다.',
      without: '무통장 입금 충전을 받지 않습니다.',
      how: 'BANK_TRANSFER_ACCOUNT에 "은행 계좌번호 예금주"를 한 줄로 넣습니다.',
      page: { href: '/admin/credits', label: '입금 요청 확인하기' },
    },
    naverSearch: {
      label: '네이버 검색·데이터랩 (서비스 키)',
      does: '키워드 분석의 문서 수와 검색 추이, 지식iN 검색, 글쓰기 리서치, 내 글 순위 확인에 씁니다.',
      without: '이 기능들이 "지금은 쓸 수 없어요"라고 안내합니다.',
      how: 'NAVER_SEARCH_API가 hub(기본)이면 NAVER_API_HUB_KEY_ID와 NAVER_API_HUB_KEY를, legacy면 네이버 개발자센터의 NAVER_CLIENT_ID와 NAVER_CLIENT_SECRET을 넣습니다.',
    },
    naverSearchAd: {
      label: '네이버 검색광고 (서비스 계정)',
      does: '주간 키워드 리포트의 검색량을 서비스 계정으로 조회합니다. 회원의 키워드 분석은 회원 본인의 키로 합니다.',
      without: '주간 키워드 리포트를 만들지 않습니다.',
      how: 'NAVER_SEARCHAD_CUSTOMER_ID, NAVER_SEARCHAD_ACCESS_LICENSE, NAVER_SEARCHAD_SECRET_KEY를 모두 넣습니다.',
      page: { href: '/admin/keyword-report', label: '키워드 리포트 관리' },
    },
    mail: {
      label: '메일 발송 (SMTP 또는 Zoho)',
      does: '가입 인증, 비밀번호 재설정, 결제 안내, 주간 리포트 메일을 보냅니다.',
      without: '메일이 서버의 DATA_DIR/outbox/ 폴더에 파일로만 쌓이고 회원에게 가지 않습니다.',
      how: 'SMTP_URL(smtps://…)을 넣거나, MAIL_TRANSPORT=zoho와 ZOHO_CLIENT_ID, ZOHO_CLIENT_SECRET을 넣은 뒤 메일 연동 화면에서 Zoho 계정을 연결합니다.',
      page: { href: '/zoho-oauth', label: '메일 연동 (Zoho)' },
    },
    company: {
      label: '사업자 정보',
      does: '회사 소개(/company)와 모든 페이지 바닥글에 상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 연락처, 이메일을 보여 줍니다.',
      without: '비어 있는 항목은 화면에서 빠집니다. 온라인으로 판매한다면 전자상거래법에 따라 표시해야 합니다.',
      how: 'COMPANY_NAME, COMPANY_CEO, COMPANY_REGISTRATION_NUMBER, COMPANY_MAIL_ORDER_NUMBER, COMPANY_ADDRESS, COMPANY_PHONE, COMPANY_EMAIL을 넣습니다.',
      page: { href: '/company', label: '회사 소개 보기' },
    },
    indexnow: {
      label: 'IndexNow (검색엔진 알림)',
      does: '새로 발행한 콘텐츠, 상품, 공유 글을 네이버 등 검색엔진에 바로 알립니다.',
      without: '검색엔진이 스스로 찾아올 때까지 기다립니다.',
      how: 'INDEXNOW_KEY에 영문·숫자·- 로 된 8~128자 키를 넣습니다. /{키}.txt로 자동 제공됩니다.',
    },
    storage: {
      label: '파일 저장소 (S3)',
      does: 'AI 이미지, 썸네일, 올린 사진을 S3 호환 저장소(AWS, R2, MinIO)에 둡니다.',
      without: '파일은 이 서버의 DATA_DIR/files/ 에 저장됩니다. 서버 한 대라면 그대로 괜찮고, 여러 대로 운영하려면 S3가 필요합니다.',
      how: 'STORAGE_DRIVER=s3와 S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY를 넣습니다(AWS가 아니면 S3_ENDPOINT도).',
    },
    google: {
      label: '구글 로그인·Blogger',
      does: '구글 계정으로 가입·로그인하고, 회원이 Blogger 블로그를 연결해 발행합니다.',
      without: '구글 로그인 버튼이 "준비 중"으로 보이고 Blogger를 연결할 수 없습니다. 워드프레스 연결은 그대로 됩니다.',
      how: 'GOOGLE_CLIENT_ID와 GOOGLE_CLIENT_SECRET을 넣고, 구글 콘솔에 BASE_URL/api/auth/callback/google과 BASE_URL/api/blogs/blogger/callback을 리디렉트 주소로 등록합니다.',
    },
  }),
};
