import { Loading, LoadError } from '@/components/ui/load-state';
import { AdminReportConsole, ReportHistory, ReportSettingsPanel, useReportSettings } from '@/features/reports';
import { MailFailureNotice } from '@/features/mail';
import { PageHeading } from '@/components/page-heading';

/** `/keyword-report`: the subscriber's settings and past reports. */
export function KeywordReportPage() {
  const settings = useReportSettings();
  return (
    <section className="space-y-5">
      <PageHeading title="키워드 리포트" summary="매주 떠오르는 키워드와 추천 제목을 메일로 받아 보세요." />
      {settings.isPending ? <Loading /> : settings.isError ? <LoadError message={settings.error.message} /> : <ReportSettingsPanel settings={settings.data} />}
      <ReportHistory />
    </section>
  );
}

/** `/admin/keyword-report`: for admins (checked on the server for every call). */
export function AdminReportPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="키워드 리포트 관리" summary="카테고리, 구독자, 발송 기록을 관리합니다." />
      <MailFailureNotice />
      <AdminReportConsole />
    </section>
  );
}
