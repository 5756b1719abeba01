import { withJosa } from './korean';

// The content score's Korean labels, hints and input errors, shown on the write page and in history.

const list = (words: readonly string[]) => words.map((w) => `'${w}'`).join(', ');
const pct = (share: number) => Math.round(share * 100);

export const scoreLabels = {
  slots: '발행 전 채울 곳',
  'keyword-title': '제목에 키워드',
  'keyword-intro': '첫 문단에 키워드',
  'keyword-heading': '소제목에 키워드',
  'keyword-density': '키워드 반복',
  length: '본문 분량',
  topics: '체크한 주제',
  questions: '체크한 질문에 답변',
  'sub-keywords': '보조 키워드',
  'title-similarity': '상위 글 제목과 비슷한 정도',
  'self-overlap': '내 이전 글과 겹치는 정도',
} as const;

export const scoreHints = {
  slotsNone: '채워야 할 [직접 작성] 자리가 없어요.',
  slotsLeft: (n: number, shown: readonly string[]) =>
    `발행 전 채울 곳 ${n}개${shown.length ? `: ${list(shown)}${n > shown.length ? ' 외' : ''}` : ''}. 직접 겪은 내용으로 채워야 발행할 수 있어요.`,
  noTitle: '제목이 없어요. 키워드를 넣은 제목을 달아 주세요.',
  titleHas: '제목에 키워드가 들어 있어요.',
  titleWords: (kw: string) => `제목에 키워드의 단어는 있지만 떨어져 있어요. ${withJosa(`'${kw}'`, '을/를')} 그대로 넣으면 더 좋아요.`,
  titleMissing: (kw: string) => `제목에 ${withJosa(`'${kw}'`, '을/를')} 넣어 주세요.`,
  introHas: '첫 문단에서 키워드를 말하고 있어요.',
  introWords: (kw: string) => `첫 문단에 키워드의 단어는 있지만 떨어져 있어요. ${withJosa(`'${kw}'`, '을/를')} 그대로 한 번 써 주세요.`,
  introMissing: (kw: string) => `첫 문단에 ${withJosa(`'${kw}'`, '을/를')} 자연스럽게 넣어 주세요.`,
  noIntro: '본문이 없어요. 첫 문단에서 키워드를 소개해 주세요.',
  headingHas: '키워드가 들어간 소제목이 있어요.',
  headingWords: (kw: string) => `소제목에 키워드의 단어는 있지만 떨어져 있어요. 소제목 하나에 ${withJosa(`'${kw}'`, '을/를')} 그대로 넣어 보세요.`,
  headingMissing: (kw: string) => `소제목(##) 중 하나 이상에 ${withJosa(`'${kw}'`, '을/를')} 넣어 주세요.`,
  densityNone: '본문에 키워드가 한 번도 없어요.',
  densityOnce: '본문에 키워드가 한 번뿐이에요. 2~3번 더 자연스럽게 써 주세요.',
  densityGood: (n: number) => `키워드를 ${n}번, 자연스럽게 쓰고 있어요.`,
  densityHigh: (n: number) => `키워드가 ${n}번 나와요. 몇 번은 다른 말로 바꾸면 더 자연스러워요.`,
  densityStuffed: (n: number, per1000: number) =>
    `키워드가 ${n}번(1,000자마다 ${per1000}번) 나와요. 같은 말을 되풀이하면 검색에서 불리할 수 있어요. 절반 이하로 줄여 주세요.`,
  lengthGood: (n: number) => `본문이 ${n.toLocaleString('ko-KR')}자(공백 제외)로 충분해요.`,
  lengthShort: (n: number, target: number) =>
    `직접 쓴 본문이 ${n.toLocaleString('ko-KR')}자(공백 제외)예요. ${target.toLocaleString('ko-KR')}자 이상으로 채워 주세요.`,
  topicsAll: (n: number) => `체크한 주제 ${n}개를 모두 다뤘어요.`,
  topicsSome: (covered: number, total: number, missing: readonly string[]) =>
    `체크한 주제 ${total}개 중 ${covered}개를 다뤘어요. 빠진 주제: ${list(missing)}`,
  questionsAll: (n: number) => `체크한 질문 ${n}개에 모두 답했어요.`,
  questionsSome: (answered: number, total: number, missing: readonly string[]) =>
    `체크한 질문 ${total}개 중 ${answered}개에 답했어요. 소제목이나 자주 묻는 질문에 답을 달아 주세요: ${list(missing)}`,
  subKeywordsAll: '보조 키워드를 모두 썼어요.',
  subKeywordsSome: (missing: readonly string[]) => `본문에 없는 보조 키워드: ${list(missing)}`,
  titleOriginal: '상위 글 제목들과 충분히 달라요.',
  titleCopied: (title: string, share: number) =>
    `상위 글 제목 ${withJosa(`'${title}'`, '과/와')} ${pct(share)}% 비슷해요. 베낀 제목처럼 보일 수 있으니 내 글만의 표현으로 바꿔 주세요.`,
  overlapNone: (compared: number) => (compared ? `내 이전 글 ${compared}개와 겹치는 문장이 적어요.` : '비교할 내 이전 글이 아직 없어요.'),
  overlapHigh: (title: string, share: number) =>
    `내 이전 글 ${withJosa(`'${title}'`, '과/와')} 문장이 ${pct(share)}% 겹쳐요. 네이버가 유사 문서로 보아 검색에서 뺄 수 있으니 겹치는 부분을 새로 써 주세요.`,
} as const;

export const scoreInputMessages = {
  contentTooLong: '글이 너무 깁니다.',
  titleTooLong: '제목은 200자 이내로 입력해주세요.',
  questionsTooMany: '질문은 10개까지 고를 수 있습니다.',
  questionTooLong: '질문은 각각 200자 이내여야 합니다.',
  topicsTooMany: '주제는 15개까지 고를 수 있습니다.',
  topicTooLong: '주제는 각각 60자 이내여야 합니다.',
  badGenerationId: '글 번호가 올바르지 않습니다.',
} as const;
