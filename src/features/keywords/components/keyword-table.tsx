import { ArrowDown, ArrowUp, ArrowUpDown, BookmarkPlus, LineChart, PenLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Count, KeywordRow } from '@contracts/keywords';
import { withJosa } from '@contracts/korean';
import { cn } from '@/lib/cn';
import { COLUMNS, type ColumnKey, type Filters, filterRows, saturationTone, type SortState, sortRows } from '../keyword-table-model';
import { messages } from '../messages';
import { formatCount } from '@/lib/format-count';

// The keyword and its actions stay in view while the numbers scroll sideways on a phone.
const STICKY_LEFT = 'sticky left-0 z-[1] max-w-[12rem] truncate';
const STICKY_RIGHT = 'sticky right-0 z-[1] shadow-[-1px_0_0_var(--color-slate-200)]';
const ROW_BG = 'bg-white group-hover:bg-slate-50';

const n = formatCount;
const count = (v: Count) => (v === '< 10' ? '< 10' : n(v));

type Props = {
  rows: KeywordRow[];
  onWrite: (keyword: string) => void;
  onTrend: (keyword: string) => void;
  onSave: (row: KeywordRow) => void;
};

/** Related keywords with every column sortable and filterable. */
export function KeywordTable({ rows, onWrite, onTrend, onSave }: Props) {
  const [sort, setSort] = useState<SortState>({ key: 'totalSearches', dir: 'desc' });
  const [filters, setFilters] = useState<Filters>({ keyword: '', competition: '' });
  const shown = useMemo(() => sortRows(filterRows(rows, filters), sort), [rows, filters, sort]);
  const toggle = (key: ColumnKey) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: key === 'saturation' || key === 'keyword' ? 'asc' : 'desc' }));
  const setRange = (key: ColumnKey, bound: 'min' | 'max', raw: string) => {
    const value = raw === '' ? undefined : Number(raw);
    setFilters((f) => ({ ...f, [key]: { ...(f[key as keyof Filters] as object), [bound]: Number.isFinite(value) ? value : undefined } }));
  };
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[58rem] text-sm whitespace-nowrap">
        <caption className="sr-only">{messages.tableCaption(shown.length)}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'} className={cn('px-2 py-2 font-semibold', c.numeric ? 'text-right' : 'text-left', c.key === 'keyword' && STICKY_LEFT + ' bg-slate-50')}>
                <button type="button" onClick={() => toggle(c.key)} className="inline-flex items-center gap-1 hover:text-slate-900">
                  {c.label}
                  {sort.key === c.key ? (
                    sort.dir === 'asc' ? <ArrowUp className="size-3" aria-hidden /> : <ArrowDown className="size-3" aria-hidden />
                  ) : (
                    <ArrowUpDown className="size-3 opacity-40" aria-hidden />
                  )}
                </button>
              </th>
            ))}
            <th scope="col" className={cn('px-2 py-2 text-left', STICKY_RIGHT, 'bg-slate-50')}>{messages.actions}</th>
          </tr>
          <tr className="border-t border-slate-200">
            {COLUMNS.map((c) => (
              <td key={c.key} className={cn('px-1 py-1', c.key === 'keyword' && STICKY_LEFT + ' bg-slate-50')}>
                {c.key === 'keyword' ? (
                  <input aria-label={messages.keywordFilter} value={filters.keyword} onChange={(e) => setFilters((f) => ({ ...f, keyword: e.target.value }))} placeholder={messages.contains} className="h-7 w-full rounded border border-slate-300 px-1.5 text-xs" />
                ) : c.key === 'competition' ? (
                  <select aria-label={messages.competitionFilter} value={filters.competition} onChange={(e) => setFilters((f) => ({ ...f, competition: e.target.value }))} className="h-7 w-full rounded border border-slate-300 text-xs">
                    <option value="">{messages.all}</option>
                    <option value="낮음">낮음</option>
                    <option value="중간">중간</option>
                    <option value="높음">높음</option>
                  </select>
                ) : (
                  <div className="flex gap-0.5">
                    <input aria-label={messages.min(c.label)} type="number" inputMode="decimal" placeholder="≥" onChange={(e) => setRange(c.key, 'min', e.target.value)} className="h-7 w-full min-w-0 rounded border border-slate-300 px-1 text-right text-xs" />
                    <input aria-label={messages.max(c.label)} type="number" inputMode="decimal" placeholder="≤" onChange={(e) => setRange(c.key, 'max', e.target.value)} className="h-7 w-full min-w-0 rounded border border-slate-300 px-1 text-right text-xs" />
                  </div>
                )}
              </td>
            ))}
            <td className={cn(STICKY_RIGHT, 'bg-slate-50')} />
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.keyword} className="group border-t border-slate-100">
              <th scope="row" className={cn('px-2 py-2 text-left font-medium text-slate-900', STICKY_LEFT, ROW_BG)}>
                {r.keyword}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{count(r.pcSearches)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{count(r.mobileSearches)}</td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums">{r.totalApprox ? '≈' : ''}{n(r.totalSearches)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{n(r.clicks)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{r.ctr}%</td>
              <td className="px-2 py-2">{r.competition}</td>
              <td className="px-2 py-2 text-right tabular-nums">{r.blogDocs === null ? '—' : n(r.blogDocs)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{r.cafeDocs === null ? '—' : n(r.cafeDocs)}</td>
              <td className="px-2 py-2 text-right">
                <span className={cn('inline-block min-w-12 rounded px-1.5 py-0.5 text-center font-semibold tabular-nums', saturationTone(r.saturation))}>
                  {r.saturation === null ? '—' : r.saturation}
                </span>
              </td>
              <td className={cn('px-2 py-1.5', STICKY_RIGHT, ROW_BG)}>
                <div className="flex gap-1">
                  <button type="button" onClick={() => onWrite(r.keyword)} aria-label={messages.writeWith(withJosa(r.keyword, '으로/로'))} className="rounded p-1 text-brand-700 hover:bg-brand-50">
                    <PenLine className="size-4" aria-hidden />
                  </button>
                  <button type="button" onClick={() => onTrend(r.keyword)} aria-label={messages.showTrend(r.keyword)} className="rounded p-1 text-slate-600 hover:bg-slate-100">
                    <LineChart className="size-4" aria-hidden />
                  </button>
                  <button type="button" onClick={() => onSave(r)} aria-label={messages.saveToList(r.keyword)} className="rounded p-1 text-slate-600 hover:bg-slate-100">
                    <BookmarkPlus className="size-4" aria-hidden />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? <p className="px-4 py-6 text-center text-sm text-slate-500">{messages.noMatch}</p> : null}
    </div>
  );
}
