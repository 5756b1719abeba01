import { Loading, LoadError } from '@/components/ui/load-state';
import { AdminReportConsole, ReportHistory, ReportSettingsPanel, useReportSettings } from '@/features/reports';
import { MailFailureNotice } from '@/features/mail';

/** `/keyword-report`: the subscriber's settings and past reports. */
export function KeywordReportPage() {
  const settings = useReportSettings();
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">키워드 리포트</h1>
        <p className="mt-1 text-slate-600">매주 떠오르는 키워드와 추천 제목을 메일로 받아 보세요.</p>
      </div>
      {settings.isPending ? <Loading /> : settings.isError ? <LoadError message={settings.error.message} /> : <ReportSettingsPanel settings={settings.data} />}
      <ReportHistory />
    </section>
  );
}

/** `/admin/keyword-report`: for admins (checked on the server for every call). */
export function AdminReportPage() {
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">키워드 리포트 관리</h1>
        <p className="mt-1 text-slate-600">카테고리, 구독자, 발송 기록을 관리합니다.</p>
      </div>
      <MailFailureNotice />
      <AdminReportConsole />
    </section>
  );
}
