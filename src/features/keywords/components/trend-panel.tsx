import { lazy, Suspense } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useTrend } from '../api/keywords-api';

const TrendChart = lazy(() => import('./trend-chart'));

/** The chosen keyword's 12-month trend, with its source; DataLab values are shown, never stored. */
export function TrendPanel({ keyword }: { keyword: string }) {
  const trend = useTrend(keyword);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">“{keyword}” 12개월 검색 추이</h2>
      </CardHeader>
      <CardBody>
        {trend.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" /> 데이터랩에서 가져오는 중…
          </p>
        ) : trend.isError ? (
          <p role="alert" className="text-sm text-red-700">{trend.error.message}</p>
        ) : (
          <>
            <Suspense fallback={<Spinner className="size-4" />}>
              <TrendChart points={trend.data.points} />
            </Suspense>
            <p className="mt-2 text-xs text-slate-500">출처: {trend.data.source}</p>
          </>
        )}
      </CardBody>
    </Card>
  );
}
