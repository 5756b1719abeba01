import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Loading, LoadError } from '@/components/ui/load-state';
import { useVipDashboard } from '../api/get-dashboard';
import { words } from '../messages';
import { EntryRow } from './entry-row';
import { formatCount } from '@/lib/format-count';

/** `/vip`: this month's usage per counter, credits, what is coming and what failed lately. */
export function VipDashboardView() {
  const dashboard = useVipDashboard();
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError) return <LoadError message={dashboard.error.message} />;
  const { month, usage, wallet, upcoming, failures, waiting } = dashboard.data;
  const stats = [
    [words.gen, words.times(usage.gen)],
    [words.img, words.times(usage.img)],
    [words.adv, words.times(usage.adv)],
    [words.creditsUsed, words.credits(usage.credits)],
  ] as const;
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <h2 className="font-semibold text-slate-900">{words.usageTitle(month)}</h2>
          </CardHeader>
          <CardBody>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {stats.map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="font-semibold text-slate-900">{words.walletTitle}</h2>
          </CardHeader>
          <CardBody>
            <p className="text-2xl font-bold text-slate-900">{words.credits(wallet.totalCredits)}</p>
            <p className="mt-1 text-sm text-slate-600">
              {words.paid} {formatCount(wallet.paidCredits)} · {words.event} {formatCount(wallet.eventCredits)}
            </p>
          </CardBody>
        </Card>
      </div>
      {waiting.length ? (
        <Card className="border-amber-300">
          <CardHeader>
            <h2 className="font-semibold text-slate-900">{words.waitingTitle}</h2>
            <p className="text-sm text-slate-600">{words.waitingNote}</p>
          </CardHeader>
          <CardBody>
            <ul className="divide-y divide-slate-100">
              {waiting.map((e) => (
                <EntryRow key={`pack-${e.link}`} entry={e} />
              ))}
            </ul>
          </CardBody>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">{words.upcomingTitle}</h2>
        </CardHeader>
        <CardBody>
          {upcoming.length ? (
            <ul className="divide-y divide-slate-100">
              {upcoming.map((e) => (
                <EntryRow key={`${e.kind}-${e.at}-${e.title}`} entry={e} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{words.upcomingEmpty}</p>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">{words.failuresTitle}</h2>
        </CardHeader>
        <CardBody>
          {failures.length ? (
            <ul className="divide-y divide-slate-100">
              {failures.map((e) => (
                <EntryRow key={`${e.kind}-${e.at}-${e.title}`} entry={e} error={e.error} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{words.failuresEmpty}</p>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
