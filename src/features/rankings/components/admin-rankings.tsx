import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatSeoul } from '@/lib/format-seoul';
import { RANK_SECTION_LABELS } from '@contracts/rankings';
import { useRankAdminStatus, useStartRound } from '../api/admin-rankings';
import { rankWords } from '../messages';
import { formatCount } from '@/lib/format-count';

/** `/admin/rankings`: today's Search API calls against the budget, what is tracked, due and waiting, and a round now. */
export function AdminRankings() {
  const status = useRankAdminStatus();
  const round = useStartRound();
  if (status.isPending) return <Loading />;
  if (status.isError) return <LoadError message={status.error.message} />;
  const s = status.data;
  const stats = [
    [rankWords.adminTracked, s.tracked],
    [rankWords.adminDue, s.due],
    [rankWords.adminWaiting, s.waiting],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{rankWords.adminBudget(s.spent, s.budget)}</h2>
        <p className="text-xs text-slate-500">{rankWords.adminBudgetNote}</p>
      </CardHeader>
      <CardBody className="space-y-4">
        {!s.available ? <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{rankWords.adminKeysMissing}</p> : null}
        <dl className="grid grid-cols-3 gap-3">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
        <Button
          disabled={round.isPending || !s.available}
          onClick={() =>
            round.mutate(undefined, {
              onSuccess: () => toast({ title: rankWords.adminRoundStarted }),
              onError: (err) => toast({ title: rankWords.failed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
            })
          }
        >
          {rankWords.adminRound}
        </Button>
        {s.failing.length ? (
          <div>
            <h3 className="text-sm font-medium text-slate-800">{rankWords.adminFailing}</h3>
            <ul className="mt-1 space-y-1 text-xs text-slate-600">
              {s.failing.map((f) => (
                <li key={`${f.keyword}-${f.section}`}>
                  {f.keyword} · {RANK_SECTION_LABELS[f.section]} · {f.error}
                  {f.retryAt ? ` · ${formatSeoul(f.retryAt, { timeStyle: 'short' })}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
