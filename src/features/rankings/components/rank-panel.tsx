import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { RANK_NUMBER_NOTE, type RankTargetView } from '@contracts/rankings';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatSeoul } from '@/lib/format-seoul';
import { KST_OFFSET_MS } from '@contracts/seoul-time';
import { useRankings } from '../api/get-rankings';
import { useRankPoints } from '../api/get-points';
import { useCheckNow } from '../api/target-actions';
import { rankWords } from '../messages';
import { useTargetOfPost } from './post-rank';
import { BestRank, RankBadges } from './rank-badges';

const seoulDay = (ms: number) => new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 10);

// recharts is loaded only when a chart is shown.
const RankChart = lazy(() => import('./rank-chart'));

/** The 30-day chart of one tracked post. */
export function RankHistory({ target }: { target: RankTargetView }) {
  const points = useRankPoints(target.id);
  if (!points.data) return <div className="h-56" />;
  if (!points.data.points.length) return <p className="py-6 text-sm text-slate-500">{rankWords.chartEmpty}</p>;
  return (
    <Suspense fallback={<div className="h-56" />}>
      <RankChart points={points.data.points} sections={target.sections} />
    </Suspense>
  );
}

/** '지금 확인', with what is left of today's. */
export function CheckNowButton({ target }: { target: RankTargetView }) {
  const rankings = useRankings();
  const check = useCheckNow();
  const left = rankings.data?.checkNow.left ?? 0;
  const limit = rankings.data?.checkNow.limit ?? 0;
  if (target.status !== 'active') return null;
  // Naver's results are read once a day: a post read today has nothing new to show until tomorrow.
  const checkedToday = target.latest.some((r) => r.day === seoulDay(Date.now()));
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={check.isPending || target.requested || left <= 0 || checkedToday}
        title={checkedToday ? rankWords.checkedToday : undefined}
        onClick={() =>
          check.mutate(target.id, {
            onSuccess: () => toast({ title: rankWords.checkQueued }),
            onError: (err) => toast({ title: rankWords.failed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
          })
        }
      >
        {rankWords.checkNow}
      </Button>
      <span className="text-xs text-slate-500">{rankWords.checkNowLeft(left, limit)}</span>
    </span>
  );
}

/** Under a history post: where it ranks on Naver, its best so far, the last 30 days, and what the number is. */
export function PostRankPanel({ generationId }: { generationId: string }) {
  const target = useTargetOfPost(generationId);
  if (!target) return null;
  return (
    <Card role="region" aria-label={rankWords.title}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{rankWords.title}</h2>
        <Link className="text-sm text-brand-700 underline" to={paths.rankings.href()}>
          {rankWords.allRanks}
        </Link>
      </CardHeader>
      <CardBody className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">{target.keyword}</span>
          <RankBadges target={target} />
          <BestRank target={target} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <CheckNowButton target={target} />
          {target.nextCheckAt ? <span className="text-xs text-slate-500">{rankWords.nextCheck(formatSeoul(target.nextCheckAt, { dateStyle: 'short', timeStyle: 'short' }))}</span> : null}
        </div>
        <h3 className="text-sm font-medium text-slate-800">{rankWords.chartTitle}</h3>
        <RankHistory target={target} />
        <p className="text-xs leading-5 text-slate-500">{RANK_NUMBER_NOTE}</p>
      </CardBody>
    </Card>
  );
}
