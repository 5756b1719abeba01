import { AdminRankings, RankingsManager } from '@/features/rankings';

function Heading({ title, summary }: { title: string; summary: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-600">{summary}</p>
    </div>
  );
}

/** `/rankings`: every tracked post and its Naver rank. */
export function RankingsPage() {
  return (
    <section className="space-y-5">
      <Heading title="내 글 순위" summary="발행한 글이 네이버에서 키워드로 몇 번째에 나오는지 날마다 확인합니다." />
      <RankingsManager />
    </section>
  );
}

/** `/admin/rankings`: the day's budget and a round now. */
export function AdminRankingsPage() {
  return (
    <section className="space-y-5">
      <Heading title="순위 추적 관리" summary="오늘의 네이버 검색 API 호출과 확인 대기 중인 글을 보고, 한 바퀴를 바로 돌립니다." />
      <AdminRankings />
    </section>
  );
}
