import { AdminRankings, RankingsManager } from '@/features/rankings';
import { PageHeading } from '@/components/page-heading';

/** `/rankings`: every tracked post and its Naver rank. */
export function RankingsPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="내 글 순위" summary="발행한 글이 네이버에서 키워드로 몇 번째에 나오는지 날마다 확인합니다." />
      <RankingsManager />
    </section>
  );
}

/** `/admin/rankings`: the day's budget and a round now. */
export function AdminRankingsPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="순위 추적 관리" summary="오늘의 네이버 검색 API 호출과 확인 대기 중인 글을 보고, 한 바퀴를 바로 돌립니다." />
      <AdminRankings />
    </section>
  );
}
