import { lazy, Suspense, useEffect, useRef } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Loading, LoadError } from '@/components/ui/load-state';
import { Spinner } from '@/components/ui/spinner';
import { useTrend } from '../api/get-trend';
import { fetchedAtLabel } from '../keyword-format';
import { messages } from '../messages';

const TrendChart = lazy(() => import('./trend-chart'));

/** The chosen keyword's 12-month trend, with its source and when it was fetched; DataLab values are shown, never stored. */
export function TrendPanel({ keyword }: { keyword: string }) {
  const trend = useTrend(keyword);
  const ref = useRef<HTMLDivElement>(null);
  // The panel opens below a long table: bring it into view when a keyword is picked.
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'nearest' });
  }, [keyword]);
  return (
    <Card ref={ref}>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{messages.trendTitle(keyword)}</h2>
      </CardHeader>
      <CardBody>
        {trend.isPending ? (
          <Loading label={messages.trendLoading} className="py-4" />
        ) : trend.isError ? (
          <LoadError message={trend.error.message} />
        ) : (
          <>
            <Suspense fallback={<Spinner className="size-4" />}>
              <TrendChart points={trend.data.points} />
            </Suspense>
            <p className="mt-2 text-xs text-slate-500">
              {messages.source(trend.data.source, fetchedAtLabel(trend.data.fetchedAt))}
            </p>
          </>
        )}
      </CardBody>
    </Card>
  );
}
