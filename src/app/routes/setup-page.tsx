import { SetupChecklist } from '@/features/setup';
import { PageHeading } from '@/components/page-heading';

/** `/admin/setup`: which outside services are connected, and the settings that connect them (admins only). */
export function SetupPage() {
  return (
    <section className="space-y-5">
      <PageHeading
        title="운영 설정"
        summary="글빛이 쓰는 외부 서비스마다 지금 연결되어 있는지 보여 줍니다. 설정은 서버의 환경 변수나 저장소 루트의 .env 파일에 넣고, 서버를 다시 시작하면 반영됩니다."
      />
      <SetupChecklist />
    </section>
  );
}
