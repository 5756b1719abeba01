import { describe, expect, it } from 'vitest';
import type { KeywordRow } from '@contracts/keywords';
import { filterRows, saturationTone, sortRows } from './keyword-table-model';

const row = (keyword: string, over: Partial<KeywordRow> = {}): KeywordRow => ({
  keyword,
  pcSearches: 100,
  mobileSearches: 900,
  totalSearches: 1000,
  totalApprox: false,
  clicks: 10,
  ctr: 1,
  competition: '중간',
  blogDocs: 500,
  cafeDocs: 100,
  saturation: 0.6,
  ...over,
});

const rows = [
  row('캠핑', { pcSearches: 17016, totalSearches: 142355, competition: '높음', saturation: 0.71 }),
  row('인기차박', { pcSearches: '< 10', mobileSearches: '< 10', totalSearches: 10, totalApprox: true, competition: '낮음', blogDocs: null, cafeDocs: null, saturation: null }),
  row('차박', { pcSearches: 1527, totalSearches: 10001, competition: '높음', saturation: 0.45 }),
  row('감성캠핑', { pcSearches: 716, totalSearches: 2261, competition: '중간', saturation: 169.32 }),
];
const names = (list: KeywordRow[]) => list.map((r) => r.keyword);

describe('sortRows', () => {
  it('sorts numbers both ways and keeps rows without a value last', () => {
    expect(names(sortRows(rows, { key: 'saturation', dir: 'asc' }))).toEqual(['차박', '캠핑', '감성캠핑', '인기차박']);
    expect(names(sortRows(rows, { key: 'saturation', dir: 'desc' }))).toEqual(['감성캠핑', '캠핑', '차박', '인기차박']);
  });

  it('counts "< 10" as less than ten but more than nothing', () => {
    const withNine = [...rows, row('아홉', { pcSearches: 9 }), row('열하나', { pcSearches: 11 })];
    expect(names(sortRows(withNine, { key: 'pcSearches', dir: 'asc' })).slice(0, 3)).toEqual(['인기차박', '아홉', '열하나']);
  });

  it('orders competition 낮음 < 중간 < 높음 and keywords in Korean dictionary order', () => {
    expect(names(sortRows(rows, { key: 'competition', dir: 'asc' }))[0]).toBe('인기차박');
    expect(names(sortRows(rows, { key: 'keyword', dir: 'asc' }))).toEqual(['감성캠핑', '인기차박', '차박', '캠핑']);
  });

  it('does not change the list it was given', () => {
    const before = names(rows);
    sortRows(rows, { key: 'totalSearches', dir: 'asc' });
    expect(names(rows)).toEqual(before);
  });
});

describe('filterRows', () => {
  it('filters by a part of the keyword, ignoring spaces typed in the filter', () => {
    expect(names(filterRows(rows, { keyword: '캠 핑', competition: '' }))).toEqual(['캠핑', '감성캠핑']);
  });

  it('filters by competition and by numeric ranges, bounds included', () => {
    expect(names(filterRows(rows, { keyword: '', competition: '높음' }))).toEqual(['캠핑', '차박']);
    expect(names(filterRows(rows, { keyword: '', competition: '', totalSearches: { min: 2261, max: 10001 } }))).toEqual(['차박', '감성캠핑']);
    expect(names(filterRows(rows, { keyword: '', competition: '', pcSearches: { max: 9 } }))).toEqual(['인기차박']);
  });

  it('drops rows without a value once a range is set on that column', () => {
    expect(names(filterRows(rows, { keyword: '', competition: '', saturation: { max: 1 } }))).toEqual(['캠핑', '차박']);
    expect(filterRows(rows, { keyword: '', competition: '', saturation: {} })).toHaveLength(4);
  });
});

describe('saturationTone', () => {
  it('goes from green (few documents for the searches) to red (crowded)', () => {
    expect(saturationTone(0.3)).toContain('green');
    expect(saturationTone(1)).toContain('lime');
    expect(saturationTone(5)).toContain('amber');
    expect(saturationTone(50)).toContain('red');
    expect(saturationTone(null)).toContain('slate');
  });
});
