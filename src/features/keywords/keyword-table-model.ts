import type { KeywordRow } from '@contracts/keywords';

export type ColumnKey = 'keyword' | 'pcSearches' | 'mobileSearches' | 'totalSearches' | 'clicks' | 'ctr' | 'competition' | 'blogDocs' | 'cafeDocs' | 'saturation';
export type SortState = { key: ColumnKey; dir: 'asc' | 'desc' };
export type Filters = { keyword: string; competition: string } & Partial<Record<Exclude<ColumnKey, 'keyword' | 'competition'>, { min?: number; max?: number }>>;

export const COLUMNS: { key: ColumnKey; label: string; numeric: boolean }[] = [
  { key: 'keyword', label: '키워드', numeric: false },
  { key: 'pcSearches', label: 'PC', numeric: true },
  { key: 'mobileSearches', label: '모바일', numeric: true },
  { key: 'totalSearches', label: '합계', numeric: true },
  { key: 'clicks', label: '월 클릭', numeric: true },
  { key: 'ctr', label: '클릭률', numeric: true },
  { key: 'competition', label: '경쟁도', numeric: false },
  { key: 'blogDocs', label: '블로그 문서', numeric: true },
  { key: 'cafeDocs', label: '카페 문서', numeric: true },
  { key: 'saturation', label: '포화도', numeric: true },
];

const COMPETITION_ORDER: Record<string, number> = { 낮음: 0, 중간: 1, 높음: 2 };

/** A comparable value of a cell; "< 10" sorts as 5 and a missing count sorts last. */
export function sortValue(row: KeywordRow, key: ColumnKey): number | string | null {
  const v = row[key];
  if (key === 'competition') return COMPETITION_ORDER[String(v)] ?? 3;
  if (v === '< 10') return 5;
  return v as number | string | null;
}

export function sortRows(rows: KeywordRow[], sort: SortState): KeywordRow[] {
  const factor = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'ko') * factor;
    return ((x as number) - (y as number)) * factor;
  });
}

export function filterRows(rows: KeywordRow[], filters: Filters): KeywordRow[] {
  return rows.filter((row) => {
    if (filters.keyword && !row.keyword.includes(filters.keyword.replace(/\s+/g, ''))) return false;
    if (filters.competition && row.competition !== filters.competition) return false;
    for (const column of COLUMNS) {
      if (!column.numeric) continue;
      const range = filters[column.key as Exclude<ColumnKey, 'keyword' | 'competition'>];
      if (!range || (range.min === undefined && range.max === undefined)) continue;
      const value = sortValue(row, column.key);
      if (value === null) return false;
      if (range.min !== undefined && (value as number) < range.min) return false;
      if (range.max !== undefined && (value as number) > range.max) return false;
    }
    return true;
  });
}

/** Colour of a saturation ratio: green when documents are few for the searches, red when many. */
export function saturationTone(saturation: number | null): string {
  if (saturation === null) return 'bg-slate-100 text-slate-500';
  if (saturation < 0.5) return 'bg-green-100 text-green-800';
  if (saturation < 2) return 'bg-lime-100 text-lime-800';
  if (saturation < 10) return 'bg-amber-100 text-amber-800';
  return 'bg-red-100 text-red-800';
}
