import { useSearchParams } from 'react-router-dom';
import type { KinSort } from '@contracts/kin';
import { KIN_MAX_PAGE, KinBookmarkList, type KinSearchState, KinWorkspace } from '@/features/kin';
import { SignInGate } from './sign-in-gate';
import { PageHeading } from '@/components/page-heading';

const SORTS: readonly KinSort[] = ['sim', 'date', 'point'];

/** `/kin`: the search lives in the address (?q=&sort=&page=), so back, reload and a shared link keep it. */
export function KinPage() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  const search: KinSearchState = {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: SORTS.includes(sort as KinSort) ? (sort as KinSort) : 'sim',
    page: Number.isInteger(page) && page >= 1 && page <= KIN_MAX_PAGE ? page : 1,
  };
  const onSearch = (next: KinSearchState) =>
    setParams({ q: next.q, ...(next.sort !== 'sim' ? { sort: next.sort } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) });
  return (
    <section className="space-y-5">
      <PageHeading title="지식iN 답변" summary="키워드로 지식iN 질문을 찾고, 답변 초안을 쓰거나 찜해 두세요." />
      <KinWorkspace key={search.q} search={search} onSearch={onSearch} />
    </section>
  );
}

/** `/kin/zzim`: the member's bookmarked questions. */
export function KinZzimPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="찜한 질문" summary="찜해 둔 지식iN 질문과 메모입니다. 최근에 찜한 질문이 위에 있습니다." />
      <SignInGate reason="찜한 질문은 로그인한 회원만 볼 수 있습니다.">
        <KinBookmarkList />
      </SignInGate>
    </section>
  );
}
