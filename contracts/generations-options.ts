// The write page's choices and limits, without zod: the write page's first screen imports these, and
// loads the schema below only when it validates (zod is not part of the first paint).
// The write page's choices (product-scope "Write page"). Keys are stable ids; labels are Korean.
export const CONTENT_TYPES = {
  info: '정보성 글',
  review: '제품 리뷰',
  visit: '방문 후기',
  list: '리스트형',
  compare: '비교 분석',
} as const;
export const TONES = { haeyo: '해요체', hamnida: '합니다체', banmal: '반말' } as const;
export const LENGTHS = { short: '짧게', medium: '보통', long: '길게' } as const;
/** How many times one post's sections may be rewritten (only rewrites that produced text count). */
export const SECTION_REWRITE_LIMIT = 10;
/** Target length in characters, counted without spaces. */
export const LENGTH_TARGETS = { short: 1000, medium: 2000, long: 3500 } as const;
export const PLATFORMS = { naver: '네이버 블로그', tistory: '티스토리', wordpress: '워드프레스' } as const;

export type ContentType = keyof typeof CONTENT_TYPES;
export type Tone = keyof typeof TONES;
export type LengthKey = keyof typeof LENGTHS;
export type Platform = keyof typeof PLATFORMS;

export const KEYWORD_MAX_LENGTH = 100;
export const SUB_KEYWORD_MAX_COUNT = 5;
export const SUB_KEYWORD_MAX_LENGTH = 50;
export const INSTRUCTIONS_MAX_LENGTH = 2000;
export const TITLE_MAX_LENGTH = 100;

export const generationMessages = {
  keywordRequired: '키워드를 입력해주세요.',
  keywordTooLong: `키워드는 ${KEYWORD_MAX_LENGTH}자 이내로 입력해주세요.`,
  subKeywordsTooMany: `보조 키워드는 ${SUB_KEYWORD_MAX_COUNT}개까지 입력할 수 있습니다.`,
  subKeywordTooLong: `보조 키워드는 각각 ${SUB_KEYWORD_MAX_LENGTH}자 이내로 입력해주세요.`,
  instructionsTooLong: `추가 지시사항은 ${INSTRUCTIONS_MAX_LENGTH.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
  titleTooLong: `제목은 ${TITLE_MAX_LENGTH}자 이내로 입력해주세요.`,
} as const;
