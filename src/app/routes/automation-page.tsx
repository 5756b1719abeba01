import { AutomationForm, AutomationList, RunLog } from '@/features/automations';
import { useAuthStore } from '@/stores/auth-store';
import { PageHeading } from '@/components/page-heading';

/** `/automation`: the member's schedules, a new one, and the run log. */
export function AutomationPage() {
  const vip = useAuthStore((s) => s.grade === 'vip');
  return (
    <section className="space-y-5">
      <PageHeading title="자동화" summary="정해진 요일과 시간(한국 시간)에 키워드를 하나씩 골라 글을 자동으로 씁니다." />
      <AutomationList vip={vip} />
      <RunLog />
      <AutomationForm vip={vip} />
    </section>
  );
}
