import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { HistoryList } from '@/features/generations';
import { PostRankBadge } from '@/features/rankings';
import { PageHeading } from '@/components/page-heading';

// An opened post (its editor, SEO panel and rank panel) loads when a post is first opened, not with the list.
const HistoryDetail = lazy(() => import('@/features/generations/lazy/history-detail').then((m) => ({ default: m.HistoryDetail })));
const PostRankPanel = lazy(() => import('@/features/rankings/lazy/rank-panel').then((m) => ({ default: m.PostRankPanel })));

/** `/history`: the list, and the opened post (`?id=`) beside it. */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  return (
    <section className="space-y-5">
      <PageHeading title="생성 기록" summary="지금까지 만든 글을 찾아보고, 고치고, 다시 씁니다." />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className={id ? 'hidden lg:block' : undefined}>
          <HistoryList selectedId={id} onSelect={(next) => setParams({ id: next })} extra={(postId) => <PostRankBadge generationId={postId} />} />
        </div>
        {id ? (
          <Suspense fallback={<Loading />}>
            <div className="space-y-5">
              <HistoryDetail
                key={id}
                id={id}
                onClose={() => setParams({})}
                onRerun={(input) => navigate(paths.home.href(), { state: { rerun: { ...input, templateId: input.templateId ?? null }, autoStart: true } })}
                shareUrl={(shareId) => `${location.origin}${paths.sharedPost.href(shareId)}`}
              />
              <PostRankPanel generationId={id} />
            </div>
          </Suspense>
        ) : (
          <p className="hidden items-center justify-center rounded-xl border border-dashed border-slate-300 p-10 text-sm text-slate-500 lg:flex">
            왼쪽 목록에서 글을 고르세요.
          </p>
        )}
      </div>
    </section>
  );
}
