import { describe, expect, it } from 'vitest';
import { kinPlainText } from '@contracts/kin';
import { DIET_KEYWORD, JEJU_KEYWORD, SEARCH_FIXTURES } from '../../testing/fakes/naver-search-fixtures';
import { recurringTopics } from './topics';

const resultsOf = (keyword: string) =>
  (SEARCH_FIXTURES[keyword]?.blog ?? []).map((b) => ({ title: kinPlainText(b.title), description: kinPlainText(b.description) }));
const r = (title: string, description = '') => ({ title, description });
const texts = (topics: { text: string }[]) => topics.map((t) => t.text);

describe('recurringTopics', () => {
  it('finds what ten real-looking 제주도 여행 코스 posts share, with particles stripped and counted per result', () => {
    expect(recurringTopics(resultsOf(JEJU_KEYWORD), JEJU_KEYWORD)).toEqual([
      { text: '맛집', count: 7 },
      { text: '협재 해수욕장', count: 4 },
      { text: '렌트카', count: 4 },
      { text: '3박 4일', count: 3 },
      { text: '동쪽', count: 3 },
      { text: '성산일출봉', count: 3 },
      { text: '우도', count: 3 },
      { text: '숙소', count: 3 },
      { text: '우도 배편 시간', count: 2 },
      { text: '애월 카페거리', count: 2 },
      { text: '흑돼지 맛집', count: 2 },
      { text: '서쪽', count: 2 },
      { text: '일정', count: 2 },
      { text: '공항', count: 2 },
      { text: '전기자전거', count: 2 },
    ]);
  });

  it('finds the foods and meals of 다이어트 식단 posts, never the keyword, a verb form or a generic blog word', () => {
    const topics = recurringTopics(resultsOf(DIET_KEYWORD), DIET_KEYWORD);
    expect(topics.slice(0, 8)).toEqual([
      { text: '메뉴', count: 6 },
      { text: '그릭요거트', count: 4 },
      { text: '샐러드', count: 4 },
      { text: '닭가슴살', count: 3 },
      { text: '두부', count: 3 },
      { text: '계란', count: 3 },
      { text: '칼로리', count: 3 },
      { text: '닭가슴살 샐러드', count: 2 },
    ]);
    const all = texts(topics).join(' ');
    for (const word of ['다이어트', '식단', '고르는', '추천', '후기', '정리']) expect(all).not.toContain(word);
  });

  it('merges a word under different particles and endings, and keeps words whose last syllable only looks like one', () => {
    const topics = recurringTopics(
      [r('제주도 맛집을 찾았어요', '우도에서 자전거를 탔어요'), r('맛집은 여기', '제주도 우도 자전거 코스'), r('공항에서 가까운 맛집', '비교합니다')],
      '여행',
    );
    expect(topics).toEqual(expect.arrayContaining([{ text: '맛집', count: 3 }, { text: '제주도', count: 2 }, { text: '우도', count: 2 }, { text: '자전거', count: 2 }]));
    expect(texts(topics)).not.toContain('제주');
    expect(texts(topics).some((t) => /을$|은$|에서$/.test(t))).toBe(false);
  });

  it('turns 하다 forms into their noun when the noun is seen, and drops verb forms whose stem never is', () => {
    const topics = recurringTopics([r('캠핑 장비 비교합니다', '유명한 브랜드 비교'), r('장비 비교했어요', '유명한 캠핑장 다녀왔어요')], '캠핑');
    expect(topics).toEqual(expect.arrayContaining([{ text: '장비 비교', count: 2 }]));
    expect(texts(topics).join(' ')).not.toMatch(/유명|다녀/);
  });

  it("drops the keyword's words, also inside compounds, and never joins words across them", () => {
    const topics = recurringTopics([r('다이어트식단 일주일 메뉴', '다이어트 도시락'), r('다이어트 일주일 메뉴', '도시락 다이어트 식단')], '다이어트 식단');
    expect(texts(topics)).toEqual(['일주일 메뉴', '도시락']);
    expect(topics.every((t) => t.count === 2)).toBe(true);
  });

  it('does not run a phrase past a particle such as 와/과', () => {
    const topics = recurringTopics([r('가성비 숙소와 흑돼지 맛집'), r('숙소와 흑돼지 맛집까지'), r('숙소 예약')], '제주');
    expect(topics).toEqual(expect.arrayContaining([{ text: '숙소', count: 3 }, { text: '흑돼지 맛집', count: 2 }]));
    expect(texts(topics).some((t) => t.startsWith('숙소 '))).toBe(false);
  });

  it('counts a word once per result however often it is repeated, so one result never makes a topic', () => {
    expect(recurringTopics([r('우도 우도 우도', '우도 배편'), r('한라산')], '제주')).toEqual([]);
  });

  it('leaves out numbers alone and keeps numbers with units', () => {
    const topics = recurringTopics([r('16 8 단식 3박 4일'), r('3박 4일 16 8')], '여행');
    expect(texts(topics)).toEqual(['3박 4일']);
  });

  it('keeps at most fifteen topics, most frequent first', () => {
    const words = Array.from({ length: 20 }, (_, i) => `단어${String.fromCharCode(0xac00 + i)}`);
    const topics = recurringTopics([r(words.join(', ')), r(words.join(', ')), r(words.slice(0, 3).join(', '))], '키워드');
    expect(topics).toHaveLength(15);
    expect(topics.slice(0, 3).map((t) => t.count)).toEqual([3, 3, 3]);
    expect(topics[3]?.count).toBe(2);
  });
});
