import { useState } from 'react';
import { KST_OFFSET_MS } from '@contracts/seoul-time';
import type { CalendarEntry } from '@contracts/vip';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Loading, LoadError } from '@/components/ui/load-state';
import { cn } from '@/lib/cn';
import { formatSeoul } from '@/lib/format-seoul';
import { useVipCalendar } from '../api/get-calendar';
import { words } from '../messages';
import { EntryRow } from './entry-row';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

const kstMonth = (at: Date) => new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 7);
const kstDay = (iso: string) => new Date(Date.parse(iso) + KST_OFFSET_MS).getUTCDate();
function shift(month: string, by: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

const weeksOf = (cells: (number | null)[]) => Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

/** `/vipSchedule`: a month in Korea time with its publications and automation runs (past and planned). */
export function VipCalendarView() {
  const [month, setMonth] = useState(() => kstMonth(new Date()));
  const calendar = useVipCalendar(month);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lead = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const today = kstMonth(new Date()) === month ? kstDay(new Date().toISOString()) : null;
  const entries = calendar.data?.entries ?? [];
  const byDay = new Map<number, CalendarEntry[]>();
  for (const e of entries) byDay.set(kstDay(e.at), [...(byDay.get(kstDay(e.at)) ?? []), e]);
  const cells = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return (
    <Card>
      <CardHeader className="flex items-center justify-between gap-2">
        <Button size="sm" variant="secondary" onClick={() => setMonth(shift(month, -1))} aria-label={words.prevMonth}>
          ‹
        </Button>
        <h2 className="font-semibold text-slate-900" aria-live="polite">
          {words.monthLabel(month)}
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setMonth(shift(month, 1))} aria-label={words.nextMonth}>
          ›
        </Button>
      </CardHeader>
      <CardBody className="space-y-4">
        <p className="text-xs text-slate-500">{words.calendarLegend}</p>
        {calendar.isError ? <LoadError message={calendar.error.message} /> : null}
        {/* A table of weeks (rows) and days (cells): what it is, read row by row; nothing in it takes the keyboard. */}
        <div role="table" aria-label={words.monthLabel(month)} className="flex flex-col gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 text-xs">
          <div role="row" className="grid grid-cols-7 gap-px">
            {WEEKDAYS.map((d, i) => (
              <div key={d} role="columnheader" className={cn('bg-slate-50 py-1.5 text-center font-medium', i === 0 ? 'text-red-600' : 'text-slate-600')}>
                {d}
              </div>
            ))}
          </div>
          {weeksOf(cells).map((week, w) => (
            <div key={w} role="row" className="grid grid-cols-7 gap-px">
              {week.map((day, i) => {
                const list = day ? (byDay.get(day) ?? []) : [];
                return (
                  <div key={i} role="cell" aria-label={day ? `${m}월 ${day}일 ${list.length}건` : undefined} className="min-h-16 bg-white p-1 sm:min-h-24">
                    {day ? (
                      <>
                        <span className={cn('inline-flex h-5 w-5 items-center justify-center rounded-full', today === day ? 'bg-brand-600 text-white' : 'text-slate-700')}>
                          {day}
                        </span>
                        <ul className="mt-0.5 space-y-0.5">
                          {list.slice(0, 3).map((e, j) => (
                            <li
                              key={j}
                              title={`${formatSeoul(e.at, { timeStyle: 'short' })} ${e.title} (${e.status})`}
                              className={cn(
                                'truncate rounded px-1 leading-5',
                                e.kind === 'automation' ? 'bg-brand-50 text-brand-800' : 'bg-green-50 text-green-800',
                                e.planned && 'opacity-60',
                              )}
                            >
                              <span className="hidden sm:inline">{formatSeoul(e.at, { timeStyle: 'short' })} </span>
                              <span className="hidden sm:inline">{e.title}</span>
                              <span className="sm:hidden">•</span>
                            </li>
                          ))}
                          {list.length > 3 ? <li className="px-1 text-slate-500">+{list.length - 3}</li> : null}
                        </ul>
                      </>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {calendar.isPending ? (
          <Loading />
        ) : entries.length ? (
          <ul className="divide-y divide-slate-100">
            {entries.map((e, i) => (
              <EntryRow key={i} entry={e} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{words.dayEmpty}</p>
        )}
      </CardBody>
    </Card>
  );
}
