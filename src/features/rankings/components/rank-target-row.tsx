import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RankTargetView } from '@contracts/rankings';
import { Button } from '@/components/ui/button';
import { confirm } from '@/components/ui/confirm-store';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useUpdateRankTarget } from '../api/target-actions';
import { rankWords } from '../messages';
import { BestRank, RankBadges } from './rank-badges';
import { CheckNowButton, RankHistory } from './rank-panel';

/** The address as a person reads it (Korean slugs decoded). */
const readable = (url: string) => {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
};

/** One tracked post on /rankings: its ranks, best, chart on demand, and what the member can do with it. */
export function RankTargetRow({ target }: { target: RankTargetView }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateRankTarget();
  const set = (status: 'active' | 'paused' | 'stopped') =>
    update.mutate({ id: target.id, status }, { onError: (err) => toast({ title: rankWords.failed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }) });
  const stop = async () => {
    if (await confirm({ title: rankWords.stop, message: rankWords.stopConfirm, confirmText: rankWords.stop, confirmColor: 'red' })) set('stopped');
  };
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900">{target.title}</p>
          <p className="text-xs break-all text-slate-600">
            {target.keyword} ·{' '}
            <a className="underline" href={target.url} target="_blank" rel="noreferrer">
              {readable(target.url)}
            </a>
          </p>
          {target.endedReason ? <p className="text-xs text-slate-500">{rankWords.ended[target.endedReason]}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RankBadges target={target} />
          <BestRank target={target} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {rankWords.chartTitle}
        </Button>
        <CheckNowButton target={target} />
        {target.status === 'active' ? (
          <Button size="sm" variant="ghost" onClick={() => set('paused')} disabled={update.isPending}>
            {rankWords.pause}
          </Button>
        ) : null}
        {target.status === 'paused' || target.status === 'stopped' ? (
          <Button size="sm" variant="ghost" onClick={() => set('active')} disabled={update.isPending}>
            {rankWords.resume}
          </Button>
        ) : null}
        {target.status === 'active' || target.status === 'paused' ? (
          <Button size="sm" variant="ghost" className="text-red-700" onClick={() => void stop()} disabled={update.isPending}>
            {rankWords.stop}
          </Button>
        ) : null}
        {target.generationId ? (
          <Link className="text-sm text-brand-700 underline" to={`/history?id=${encodeURIComponent(target.generationId)}`}>
            {rankWords.openPost}
          </Link>
        ) : null}
      </div>
      {open ? <RankHistory target={target} /> : null}
    </li>
  );
}
