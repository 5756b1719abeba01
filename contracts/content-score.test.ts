import { describe, expect, it } from 'vitest';
import {
  closestTitle,
  type ContentScoreInput,
  READY_MIN_SCORE,
  SCORE_POINTS,
  scoreContent,
  scoreWarnings,
  SLOT_SCORE_CAP,
  TITLE_COPY_SIMILARITY,
  titleSimilarity,
} from './content-score';
import { FILLED_POST, KEYWORD, OTHER_POST, QUESTIONS, SKELETON_POST, stuffed, SUB_KEYWORDS, TOPICS } from './testing/content-score-posts';

const score = (content: string, overrides: Partial<ContentScoreInput> = {}) =>
  scoreContent({ content, keyword: KEYWORD, subKeywords: SUB_KEYWORDS, research: { questions: QUESTIONS, topics: TOPICS }, ...overrides });
const itemOf = (s: ReturnType<typeof scoreContent>, id: string) => s.items.find((i) => i.id === id);

// A post of a heading per section and enough written text under each: the parts the tests vary.
const post = (parts: { title?: string; intro?: string; sections?: [string, string][] }) =>
  [
    `# ${parts.title ?? '제주도 여행 코스 3박 4일 정리'}`,
    parts.intro ?? '제주도 여행 코스를 날짜별로 정리했어요. 부모님과 다녀온 일정이라 이동 시간을 짧게 잡았어요.',
    ...(parts.sections ?? []).flatMap(([h, body]) => [h, body]),
  ].join('\n\n');
const LONG_ANSWER = '급행 버스와 순환 버스로 큰 관광지는 갈 수 있지만 배차 간격이 길어서 하루 두세 곳이 현실적이에요.';

describe('scoreContent', () => {
  it('scores a well-filled post high and ready, every item passing with its Korean label, points and hint', () => {
    const s = score(FILLED_POST);
    expect(s.items.map((i) => i.id)).toEqual(['slots', 'keyword-title', 'keyword-intro', 'keyword-heading', 'keyword-density', 'length', 'topics', 'questions', 'sub-keywords']);
    for (const i of s.items) {
      expect(i).toMatchObject({ status: 'pass', got: SCORE_POINTS[i.id], possible: SCORE_POINTS[i.id] });
      expect(i.label).toMatch(/[가-힣]/);
      expect(i.hint).toMatch(/[가-힣]/);
    }
    expect(s).toMatchObject({ score: 100, ready: true, slotsLeft: 0 });
    expect(itemOf(s, 'slots')?.label).toBe('발행 전 채울 곳');
  });

  it('never calls a skeleton with unfilled slots ready, and scores it under the cap', () => {
    const s = score(SKELETON_POST);
    expect(s.ready).toBe(false);
    expect(s.slotsLeft).toBe(7);
    expect(s.score).toBeLessThanOrEqual(SLOT_SCORE_CAP);
    expect(itemOf(s, 'slots')).toMatchObject({ status: 'fail', got: 0 });
    expect(itemOf(s, 'slots')?.hint).toMatch(/^발행 전 채울 곳 7개: '누구와 언제 다녀왔는지', /);
    // Headings naming the topics and questions do not count with only a slot under them.
    expect(itemOf(s, 'topics')).toMatchObject({ status: 'fail', got: 0 });
    expect(itemOf(s, 'questions')).toMatchObject({ status: 'fail', got: 0 });
    expect(itemOf(s, 'length')?.status).toBe('fail');
  });

  it('caps an otherwise perfect post with one slot left at 59', () => {
    const oneSlot = FILLED_POST.replace('갈치조림을 먹었고', '[직접 작성: 점심 메뉴와 가격]을 먹었고');
    const s = score(oneSlot);
    expect(s.items.filter((i) => i.status !== 'pass').map((i) => i.id)).toEqual(['slots']);
    expect(s).toMatchObject({ score: SLOT_SCORE_CAP, ready: false, slotsLeft: 1 });
    // A bare slot counts too.
    expect(score(FILLED_POST.replace('갈치조림', '[직접 작성]')).slotsLeft).toBe(1);
  });

  it('lowers the score of a post stuffed with its keyword', () => {
    const natural = score(FILLED_POST);
    const stuffedScore = score(stuffed(FILLED_POST, KEYWORD));
    const density = itemOf(stuffedScore, 'keyword-density');
    expect(density).toMatchObject({ status: 'fail', got: 0 });
    expect(density?.hint).toMatch(/^키워드가 \d+번\(1,000자마다 [\d.]+번\) 나와요/);
    expect(stuffedScore.score).toBeLessThan(natural.score);
    expect(stuffedScore.ready).toBe(false);
  });

  it('counts the keyword by density: none fails, once warns, natural use passes, a little much warns with fewer points', () => {
    const density = (content: string) => itemOf(score(content), 'keyword-density');
    const filler = '현무암 돌담 사이로 귤밭이 이어지고 바람이 세게 불어서 걷는 내내 모자를 눌러 써야 했어요. '.repeat(30); // ≈ 1,200 characters
    // In the title only: the body has none.
    expect(density(post({ intro: filler }))).toMatchObject({ status: 'fail', got: 0 });
    const times = (n: number) => post({ title: '일정', intro: `${`${KEYWORD} 이야기예요. `.repeat(n)}${filler}` });
    expect(density(times(1))).toMatchObject({ status: 'warn', got: 8 });
    expect(density(times(5))).toMatchObject({ status: 'pass', got: 15 });
    const some = density(times(9)); // ≈ 7 per 1,000 characters
    expect(some?.status).toBe('warn');
    expect(some?.got).toBeGreaterThan(0);
    expect(some?.got).toBeLessThan(15);
    expect(density(times(14))?.status).toBe('fail');
  });

  it('checks the keyword in the title, the first paragraph (after an ad disclosure) and a subheading', () => {
    const s = score(post({ title: '부모님과 다녀온 3박 4일', intro: '부모님과 다녀온 일정이에요.', sections: [['## 첫째 날', LONG_ANSWER]] }));
    expect(itemOf(s, 'keyword-title')).toMatchObject({ status: 'fail', got: 0, hint: "제목에 '제주도 여행 코스'를 넣어 주세요." });
    expect(itemOf(s, 'keyword-intro')?.status).toBe('fail');
    expect(itemOf(s, 'keyword-heading')?.status).toBe('fail');
    const split = score(post({ title: '제주도 3박 4일 여행, 동쪽 코스', sections: [['## 제주도 동쪽 여행 코스', LONG_ANSWER]] }));
    expect(itemOf(split, 'keyword-title')).toMatchObject({ status: 'warn', got: 5 });
    expect(itemOf(split, 'keyword-heading')).toMatchObject({ status: 'warn', got: 5 });
    const disclosed = post({ intro: `이 글은 업체로부터 숙박을 제공받아 작성했습니다.\n\n${KEYWORD}를 날짜별로 정리했어요.` });
    expect(itemOf(score(disclosed), 'keyword-intro')?.status).toBe('pass');
    expect(itemOf(score('본문 없이 제목만'), 'keyword-title')).toMatchObject({ status: 'fail', hint: '제목이 없어요. 키워드를 넣은 제목을 달아 주세요.' });
  });

  it('answers a question by a heading with text under it, or by its key terms in an FAQ entry with an answer', () => {
    const answered = (sections: [string, string][]) => itemOf(score(post({ sections }), { research: { questions: [QUESTIONS[0] as string], topics: [] } }), 'questions');
    // The question as a heading, with an answer.
    expect(answered([['## 제주도 여행 코스, 렌터카 없이도 가능한가요?', LONG_ANSWER]])?.status).toBe('pass');
    // As a heading with only a slot, or a one-word answer, under it: not answered.
    expect(answered([['## 제주도 여행 코스 렌터카 없이도 가능한가요?', '[직접 작성: 버스로 다녀 본 경험]']])?.status).toBe('fail');
    expect(answered([['## 제주도 여행 코스 렌터카 없이도 가능한가요?', '네, 가능해요.']])?.status).toBe('fail');
    // In the FAQ, worded differently: its key terms (제주도, 여행, 코스, 렌터카, 없이) in a Q. line and its answer.
    expect(answered([['## 자주 묻는 질문', `**Q. 차 없이 제주 여행 코스를 짤 수 있을까요?**\n\nA. 렌터카 없이도 제주도 동쪽은 ${LONG_ANSWER}`]])?.status).toBe('pass');
    expect(answered([['## 자주 묻는 질문', `### 렌터카 없이 다니는 제주도 여행 코스\n\n${LONG_ANSWER}`]])?.status).toBe('pass');
    // The same words outside the FAQ, in a heading that does not name the question: not answered.
    expect(answered([['## 이동 방법', `렌터카 없이도 제주도 여행 코스는 ${LONG_ANSWER}`]])?.status).toBe('fail');
    // In the FAQ but about something else.
    expect(answered([['## 자주 묻는 질문', `Q. 제주도 숙소는 어디가 좋나요?\n\n${LONG_ANSWER}`]])?.status).toBe('fail');
  });

  it('counts ticked topics only where a section is written, and sub-keywords anywhere outside the slots', () => {
    const topics = (sections: [string, string][]) => itemOf(score(post({ sections }), { research: { questions: [], topics: ['성산일출봉', '우도'] } }), 'topics');
    expect(topics([['## 성산일출봉', `성산일출봉은 오전에 오르면 한산해요. ${LONG_ANSWER}`], ['## 우도', '[직접 작성: 우도에서 한 일]']])).toMatchObject({ status: 'warn', got: 8 });
    expect(topics([['## 동쪽', `성산일출봉에 오르고 배를 타고 우도에 들어갔어요. ${LONG_ANSWER}`]])).toMatchObject({ status: 'pass', got: 15 });
    const subs = score(post({ sections: [['## 이동', `렌터카를 공항에서 받았어요. ${LONG_ANSWER}`], ['## 카페', '[직접 작성: 애월 카페 이름]']] }), { research: {} });
    expect(itemOf(subs, 'sub-keywords')).toMatchObject({ status: 'warn', got: 5, hint: "본문에 없는 보조 키워드: '애월 카페'" });
  });

  it('leaves out what was not asked for (no ticks, no sub-keywords, no server checks)', () => {
    const s = scoreContent({ content: FILLED_POST, keyword: KEYWORD });
    expect(s.items.map((i) => i.id)).toEqual(['slots', 'keyword-title', 'keyword-intro', 'keyword-heading', 'keyword-density', 'length']);
  });

  it('is ready only with no failing item and at least the ready score', () => {
    const unrelated = score(OTHER_POST, { research: {}, subKeywords: [] });
    expect(unrelated.slotsLeft).toBe(0);
    expect(unrelated.ready).toBe(false);
    expect(unrelated.score).toBeLessThan(READY_MIN_SCORE);
    const short = scoreContent({ content: FILLED_POST, keyword: KEYWORD, targetChars: 3500 });
    expect(itemOf(short, 'length')?.status).toBe('fail');
    expect(short.ready).toBe(false);
  });
});

describe('server checks in the score', () => {
  it('warns when the title is close enough to a top-10 title to look copied', () => {
    const top = ['제주도 3박4일 여행코스 총정리 (렌트카 일정 포함)', '제주도 가볼만한곳 베스트 20 (2024년 최신)', '뚜벅이 제주도 여행 버스로 다니는 3박4일 코스'];
    const copied = closestTitle('제주도 3박 4일 여행 코스 총정리, 렌트카 일정까지', top);
    expect(copied?.title).toBe(top[0]);
    expect(copied?.similarity).toBeGreaterThanOrEqual(TITLE_COPY_SIMILARITY);
    const own = closestTitle('제주도 여행 코스 3박 4일, 동쪽에서 서쪽으로 돈 실제 일정', top);
    expect(own?.similarity).toBeLessThan(TITLE_COPY_SIMILARITY);
    expect(closestTitle('아무 제목', [])).toBeNull();

    const s = score(FILLED_POST);
    expect(s.items.some((i) => i.id === 'title-similarity')).toBe(false);
    const warned = scoreContent({ content: FILLED_POST, keyword: KEYWORD }, { topTitle: copied });
    expect(itemOf(warned, 'title-similarity')).toMatchObject({ status: 'warn', got: 0, possible: 10 });
    expect(itemOf(warned, 'title-similarity')?.hint).toMatch(/^상위 글 제목 '제주도 3박4일 여행코스 총정리 \(렌트카 일정 포함\)'과 \d+% 비슷해요/);
    expect(scoreWarnings({ topTitle: copied })).toEqual([expect.objectContaining({ code: 'TITLE_LIKE_TOP_POST', title: top[0] })]);
    expect(itemOf(scoreContent({ content: FILLED_POST, keyword: KEYWORD }, { topTitle: own }), 'title-similarity')?.status).toBe('pass');
    expect(scoreWarnings({ topTitle: own })).toEqual([]);
  });

  it('measures titles by character bigrams, spacing and punctuation aside', () => {
    expect(titleSimilarity('제주도 3박4일 여행코스', '제주도 3박 4일, 여행 코스!')).toBe(1);
    expect(titleSimilarity('제주도 가볼만한곳 베스트 20 (2024년 최신)', '제주도 가볼만한곳 베스트 20 2024 최신')).toBeGreaterThan(0.8);
    // Sharing only the keyword is not a copy.
    expect(titleSimilarity('제주도 가볼만한곳, 현지인이 아끼는 조용한 바다 7곳', '제주도 가볼만한곳 베스트 20 (2024년 최신)')).toBeLessThan(0.3);
    expect(titleSimilarity('', '제주도')).toBe(0);
  });

  it("turns the overlap with the member's own earlier post into a pass, a warning from 30 % and a failure from 60 %", () => {
    const overlap = (share: number) => ({ share, generationId: 'g-1', title: '지난 제주 여행 글', compared: 4 });
    const item = (share: number) => itemOf(scoreContent({ content: FILLED_POST, keyword: KEYWORD }, { selfOverlap: overlap(share) }), 'self-overlap');
    expect(item(0.29)).toMatchObject({ status: 'pass', got: 10, hint: '내 이전 글 4개와 겹치는 문장이 적어요.' });
    expect(item(0.3)).toMatchObject({ status: 'warn', got: 0 });
    expect(item(0.3)?.hint).toMatch(/^내 이전 글 '지난 제주 여행 글'과 문장이 30% 겹쳐요/);
    expect(item(0.6)).toMatchObject({ status: 'fail', got: 0 });
    expect(scoreWarnings({ selfOverlap: overlap(0.45) })).toEqual([expect.objectContaining({ code: 'OVERLAPS_OWN_POST', generationId: 'g-1', share: 0.45 })]);
    expect(scoreWarnings({ selfOverlap: overlap(0.1) })).toEqual([]);
  });
});
