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
/** What the member ticked in the research panel: 지식iN questions for the FAQ, recurring topics to cover. */
export const RESEARCH_QUESTIONS_MAX = 10;
export const RESEARCH_QUESTION_MAX_LENGTH = 200;
export const RESEARCH_TOPICS_MAX = 15;
export const RESEARCH_TOPIC_MAX_LENGTH = 60;
/** An outline the member edited: H2/H3 headings the post follows in order. */
export const OUTLINE_MAX_HEADINGS = 30;
export const OUTLINE_HEADING_MAX_LENGTH = 100;
/** '내 경험 메모' (방문 후기, 제품 리뷰): the only source of the post's first-person experience. */
export const EXPERIENCE_NOTES_MAX_LENGTH = 3000;
export const SPONSOR_MAX_LENGTH = 50;
/** Who paid for what the post is about: unsaid, a sponsor (협찬·광고, disclosed at the top), or the member. */
export const DISCLOSURES = { none: '밝히지 않음', sponsored: '협찬·광고', 'self-paid': '내 돈으로 구매·방문' } as const;
/** The slot a draft leaves where only the member knows what to write: `[직접 작성: 메뉴와 가격]`. */
export const WRITE_YOURSELF_PREFIX = '직접 작성';

export const generationMessages = {
  keywordRequired: '키워드를 입력해주세요.',
  keywordTooLong: `키워드는 ${KEYWORD_MAX_LENGTH}자 이내로 입력해주세요.`,
  subKeywordsTooMany: `보조 키워드는 ${SUB_KEYWORD_MAX_COUNT}개까지 입력할 수 있습니다.`,
  subKeywordTooLong: `보조 키워드는 각각 ${SUB_KEYWORD_MAX_LENGTH}자 이내로 입력해주세요.`,
  instructionsTooLong: `추가 지시사항은 ${INSTRUCTIONS_MAX_LENGTH.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
  titleTooLong: `제목은 ${TITLE_MAX_LENGTH}자 이내로 입력해주세요.`,
  questionsTooMany: `질문은 ${RESEARCH_QUESTIONS_MAX}개까지 고를 수 있습니다.`,
  questionTooLong: `질문은 각각 ${RESEARCH_QUESTION_MAX_LENGTH}자 이내여야 합니다.`,
  topicsTooMany: `주제는 ${RESEARCH_TOPICS_MAX}개까지 고를 수 있습니다.`,
  topicTooLong: `주제는 각각 ${RESEARCH_TOPIC_MAX_LENGTH}자 이내여야 합니다.`,
  outlineTooLong: `목차는 소제목 ${OUTLINE_MAX_HEADINGS}개까지 만들 수 있습니다.`,
  headingRequired: '비어 있는 소제목이 있습니다. 소제목을 입력하거나 지워주세요.',
  headingTooLong: `소제목은 ${OUTLINE_HEADING_MAX_LENGTH}자 이내로 입력해주세요.`,
  headingLevel: '소제목 단계는 큰 소제목(H2) 또는 작은 소제목(H3)만 쓸 수 있습니다.',
  notesTooLong: `내 경험 메모는 ${EXPERIENCE_NOTES_MAX_LENGTH.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
  disclosureInvalid: '협찬·광고 표시를 다시 골라주세요.',
  sponsorTooLong: `협찬한 곳의 이름은 ${SPONSOR_MAX_LENGTH}자 이내로 입력해주세요.`,
} as const;
