import { describe, expect, it } from 'vitest';
import { keywordMinute, nextCheck, pacedAllowance, seoulDay, seoulDayStart } from './rank-schedule';

const next = (startedDay: string, checkedDay: string, inTop100 = true) => nextCheck({ startedDay, checkedDay, keywordKey: '제주도 여행 코스', inTop100 });
const dayOf = (r: ReturnType<typeof nextCheck>) => ('day' in r ? r.day : r.ended);

describe('the schedule of a tracked post', () => {
  it('checks daily for the first 14 days', () => {
    expect(dayOf(next('2026-03-01', '2026-03-01'))).toBe('2026-03-02');
    expect(dayOf(next('2026-03-01', '2026-03-14'))).toBe('2026-03-15');
  });

  it('then every 3 days up to day 90', () => {
    expect(dayOf(next('2026-03-01', '2026-03-15'))).toBe('2026-03-18');
    expect(dayOf(next('2026-03-01', '2026-05-29'))).toBe('2026-06-01');
  });

  it('then weekly while the post is in the top 100, and ends the day it is not', () => {
    expect(dayOf(next('2026-03-01', '2026-05-30'))).toBe('2026-06-06');
    expect(dayOf(next('2026-03-01', '2026-05-30', false))).toBe('dropped');
    // Before day 90 a post out of the top 100 keeps its checks.
    expect(dayOf(next('2026-03-01', '2026-05-29', false))).toBe('2026-06-01');
  });

  it('stops after 180 days', () => {
    expect(dayOf(next('2026-03-01', '2026-08-20'))).toBe('2026-08-27');
    expect(dayOf(next('2026-03-01', '2026-08-24'))).toBe('age');
    expect(dayOf(next('2026-03-01', '2026-08-28'))).toBe('age');
  });

  it('is due at the keyword\'s own minute of the Seoul day, so the checks spread over the day', () => {
    const r = next('2026-03-01', '2026-03-01');
    if (!('at' in r)) throw new Error('ended');
    expect(seoulDay(r.at)).toBe('2026-03-02');
    expect(r.at.getTime() - seoulDayStart('2026-03-02').getTime()).toBe(keywordMinute('제주도 여행 코스') * 60_000);
    const minutes = new Set(Array.from({ length: 200 }, (_, i) => Math.floor(keywordMinute(`키워드 ${i}`) / 60)));
    expect(minutes.size).toBeGreaterThan(20);
  });
});

describe('pacedAllowance', () => {
  it('lets the day\'s budget out in step with the Seoul day, plus an hour\'s share', () => {
    expect(pacedAllowance(2400, seoulDayStart('2026-03-02'))).toBe(100);
    expect(pacedAllowance(2400, new Date(seoulDayStart('2026-03-02').getTime() + 12 * 3_600_000))).toBe(1300);
    expect(pacedAllowance(2400, new Date(seoulDayStart('2026-03-03').getTime() - 1000))).toBe(2400);
    expect(pacedAllowance(5, seoulDayStart('2026-03-02'))).toBe(5);
  });
});
