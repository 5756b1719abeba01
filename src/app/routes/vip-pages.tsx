import { Loading, LoadError } from '@/components/ui/load-state';
import { useTemplateChoices, useVipDashboard, useVipProfile, VipCalendarView, VipDashboardView, VipHistoryView, VipProfileForm } from '@/features/vip';
import { RankChangesCard, RankSummaryCard } from '@/features/rankings';
import { PageHeading } from '@/components/page-heading';

/** `/vip`: the dashboard. */
export function VipPage() {
  const dashboard = useVipDashboard();
  return (
    <section className="space-y-5">
      <PageHeading title="VIP 대시보드" summary="이번 달 사용량과 크레딧, 예정된 발행과 최근 실패를 한눈에 봅니다." />
      <VipDashboardView />
      {/* Below the dashboard once it is drawn: shown sooner, they were pushed down when it arrived (layout shift). */}
      {dashboard.isPending ? null : (
        <>
          <RankSummaryCard />
          <RankChangesCard />
        </>
      )}
    </section>
  );
}

/** `/vipHistory`: publications. */
export function VipHistoryPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="VIP 발행 내역" summary="블로그에 발행한 글을 상태와 블로그별로 봅니다." />
      <VipHistoryView />
    </section>
  );
}

/** `/vipSchedule`: the month calendar. */
export function VipSchedulePage() {
  return (
    <section className="space-y-5">
      <PageHeading title="VIP 예약 캘린더" summary="예약한 발행과 자동화 실행을 달력에서 봅니다." />
      <VipCalendarView />
    </section>
  );
}

/** `/vipProfile`: the VIP defaults. */
export function VipProfilePage() {
  const profile = useVipProfile();
  const templates = useTemplateChoices();
  return (
    <section className="space-y-5">
      <PageHeading title="VIP 설정" summary="기본 블로그, 기본 템플릿, 알림 받을 이메일을 정합니다." />
      {profile.isPending || templates.isPending ? (
        <Loading />
      ) : profile.isError ? (
        <LoadError message={profile.error.message} />
      ) : (
        <VipProfileForm profile={profile.data} templates={templates.data ?? []} />
      )}
    </section>
  );
}
