import { describe, expect, it } from 'vitest';
import type { BlogItem } from '../../integrations/naver/search';
import { fakePostdate } from '../../testing/fakes/naver-fakes';
import { crowding, freshness, monthlyPublished, toIsoDate, toPost } from './brief-facts';

// 2025-03-15 01:00 in Seoul (still the 14th in UTC): days are counted on Seoul's calendar.
const NOW = new Date('2025-03-14T16:00:00Z');
const post = (daysAgo: number): BlogItem => ({ title: '', link: '', description: '', bloggerName: '', bloggerLink: '', postdate: fakePostdate(NOW.getTime(), daysAgo) });

describe('brief facts', () => {
  it('counts 월간 발행량 over today and the 29 days before in Seoul, and caps it at the 100 Naver lists', () => {
    expect(post(0).postdate).toBe('20250315');
    expect(monthlyPublished([post(0), post(29), post(30), post(31)], NOW)).toEqual({ count: 2, capped: false });
    expect(monthlyPublished(Array.from({ length: 100 }, () => post(3)), NOW)).toEqual({ count: 100, capped: true });
    expect(monthlyPublished([{ ...post(1), postdate: '2025-03-14' }], NOW)).toEqual({ count: 0, capped: false });
  });

  it('takes the older middle date as the median and favours new posts up to 45 days', () => {
    const posts = (days: number[]) => days.map((d) => ({ ...toPost(post(d)) }));
    expect(freshness(posts([1, 10, 45, 46]), NOW)).toMatchObject({ newest: '2025-03-14', median: '2025-01-29', favoursNew: true });
    expect(freshness(posts([1, 10, 46, 50]), NOW)).toMatchObject({ median: '2025-01-28', favoursNew: false });
    expect(freshness([], NOW)).toMatchObject({ newest: null, median: null, favoursNew: false });
  });

  it('calls crowding high at 100,000 documents or 100+ a month, low under 10,000 and 30, medium between', () => {
    expect(crowding(100_000, { count: 5, capped: false }).level).toBe('high');
    expect(crowding(2_000, { count: 100, capped: true })).toEqual({ level: 'high', verdict: expect.stringContaining('최근 30일 새 글 100+개') });
    expect(crowding(99_999, { count: 99, capped: false }).level).toBe('medium');
    expect(crowding(9_999, { count: 30, capped: false }).level).toBe('medium');
    expect(crowding(9_999, { count: 29, capped: false })).toEqual({ level: 'low', verdict: expect.stringContaining('블로그 글 9,999개') });
  });

  it('keeps only real dates and web links', () => {
    expect(toIsoDate('20250230')).toBeNull();
    expect(toIsoDate('')).toBeNull();
    expect(toPost({ ...post(0), link: 'javascript:alert(1)', title: '<b>캠핑</b> &amp; 차박' })).toMatchObject({ link: '', title: '캠핑 & 차박' });
  });
});
