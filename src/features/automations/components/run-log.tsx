import { Link } from 'react-router-dom';
import { RUN_STATUS_LABELS, type AutomationRunStatus } from '@contracts/automations';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Loading, LoadError } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatSeoul } from '@/lib/format-seoul';
import { useAutomationRuns } from '../api/get-runs';
import { words } from '../messages';

const tone: Record<AutomationRunStatus, string> = {
  queued: 'bg-slate-100 text-slate-700',
  running: 'bg-blue-50 text-blue-700',
  completed: 'bg-green-50 text-green-700',
  failed: 'bg-red-50 text-red-700',
  skipped: 'bg-amber-50 text-amber-800',
  missed: 'bg-amber-50 text-amber-800',
};

/** When each run happened, its keyword, status, error, and links to the post and the publication. */
export function RunLog() {
  const runs = useAutomationRuns();
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{words.logTitle}</h2>
      </CardHeader>
      <CardBody>
        {runs.isPending ? (
          <Loading />
        ) : runs.isError ? (
          <LoadError message={runs.error.message} />
        ) : runs.data.runs.length === 0 ? (
          <p className="text-sm text-slate-500">{words.logEmpty}</p>
        ) : (
          <ul aria-label={words.logTitle} className="divide-y divide-slate-100">
            {runs.data.runs.map((r) => (
              <li key={r.id} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-start sm:gap-3">
                <span className="text-slate-500">
                  {formatSeoul(r.slot, { dateStyle: 'short', timeStyle: 'short' })}
                  {r.trigger === 'manual' ? ` · ${words.manual}` : ''}
                </span>
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{r.automationName}</span>
                  {r.keyword ? <span className="text-slate-600"> · {r.keyword}</span> : null}
                  {r.error ? <span className="block text-xs text-red-700">{r.error}</span> : null}
                  <span className="mt-0.5 flex gap-3 text-xs">
                    {r.generationId && r.status === 'completed' ? (
                      <Link className="text-brand-700 underline" to={`/history?id=${encodeURIComponent(r.generationId)}`}>
                        {words.openPost}
                      </Link>
                    ) : null}
                    {r.publicationId ? (
                      <Link className="text-brand-700 underline" to={`${paths.autoPosting.href()}?publication=${encodeURIComponent(r.publicationId)}`}>
                        {words.openPublication}
                      </Link>
                    ) : null}
                  </span>
                </span>
                <span className={cn('w-fit rounded-full px-2 py-0.5 text-xs font-medium', tone[r.status])}>{RUN_STATUS_LABELS[r.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
