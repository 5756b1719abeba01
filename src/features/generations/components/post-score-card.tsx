import { AlertTriangle, CheckCircle2, ChevronDown, CircleAlert, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { ContentScore, ScoreStatus, ScoreWarning } from '@contracts/content-score';
import { cn } from '@/lib/cn';
import { scoreMessages as messages } from '../score.messages';

const STATUS_ICON = { pass: CheckCircle2, warn: AlertTriangle, fail: XCircle } as const;
const STATUS_TONE: Record<ScoreStatus, string> = { pass: 'text-green-700', warn: 'text-amber-700', fail: 'text-red-700' };

type Props = {
  score: ContentScore;
  warnings?: readonly ScoreWarning[];
  /** A line under the number: how the score was made (live while editing, or when it was stored). */
  note?: string | undefined;
};

/**
 * One number from 0 to 100, whether the post is ready to publish, the slots left to fill, the server's
 * warnings, and every item behind the number in a list that opens.
 */
export function PostScoreCard({ score, warnings = [], note }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const tone = score.ready ? 'text-green-700' : score.score >= 60 ? 'text-amber-700' : 'text-red-700';
  return (
    <section aria-label={messages.title} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{messages.title}</h3>
          <p className="mt-1 flex items-baseline gap-1">
            <strong className={cn('text-3xl font-bold tabular-nums', tone)}>{score.score}</strong>
            <span className="text-sm text-slate-500">{messages.outOf}</span>
          </p>
        </div>
        <div className="text-right">
          <p className={cn('text-sm font-semibold', score.ready ? 'text-green-700' : 'text-slate-800')}>{score.ready ? messages.ready : messages.notReady}</p>
          {score.slotsLeft > 0 ? (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
              <CircleAlert className="size-4" aria-hidden />
              {messages.slotsLeft(score.slotsLeft)}
            </p>
          ) : null}
        </div>
      </div>
      {score.slotsLeft > 0 ? <p className="text-xs text-slate-600">{messages.slotsHint}</p> : null}
      {warnings.length ? (
        <ul className="space-y-1">
          {warnings.map((w) => (
            <li key={w.code} className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {w.message}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900"
      >
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        {open ? messages.hideItems : messages.showItems}
      </button>
      <ul id={listId} aria-label={messages.items} hidden={!open} className="divide-y divide-slate-100">
        {score.items.map((item) => {
          const Icon = STATUS_ICON[item.status];
          return (
            <li key={item.id} className="flex gap-2 py-2 text-sm">
              <Icon className={cn('mt-0.5 size-4 shrink-0', STATUS_TONE[item.status])} aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    {item.label}
                    <span className="sr-only"> ({messages.status[item.status]})</span>
                  </span>
                  <span className="shrink-0 text-slate-600 tabular-nums">{messages.points(item.got, item.possible)}</span>
                </p>
                <p className="text-xs leading-5 text-slate-600">{item.hint}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {note ? <p className="text-xs text-slate-500">{note}</p> : null}
    </section>
  );
}
