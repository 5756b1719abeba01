import { useState } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePastReports } from '../api/get-past-reports';
import { useReport } from '../api/get-report';
import { ReportFrame } from './report-frame';
import { formatSeoul } from '@/lib/format-seoul';
import { messages } from '../messages';

const date = (iso: string) => formatSeoul(iso, { dateStyle: 'medium' });

/** Past reports, newest first, each readable as it was sent. */
export function ReportHistory() {
  const reports = usePastReports();
  const [openId, setOpenId] = useState<string | null>(null);
  const report = useReport(openId);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{messages.pastReports}</h2>
      </CardHeader>
      <CardBody className="space-y-3">
        {reports.isPending ? (
          <Spinner className="size-4" />
        ) : !reports.data?.reports.length ? (
          <p className="text-sm text-slate-500">{messages.noReports}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {reports.data.reports.map((r) => (
              <li key={r.id}>
                <button type="button" className="w-full py-2 text-left text-sm hover:text-brand-700" onClick={() => setOpenId(r.id)} aria-current={openId === r.id ? 'true' : undefined}>
                  {r.subject} <span className="text-xs text-slate-500">{date(r.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {report.data ? <ReportFrame title={report.data.subject} html={report.data.html} /> : null}
      </CardBody>
    </Card>
  );
}
