import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PostView } from '@/components/post/post-view';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { fetchShared } from '../api/history-api';

/** `/blog/{id}`: a post its author shares, read-only, for as long as it stays shared. */
export function SharedPost({ shareId, notFound }: { shareId: string; notFound: React.ReactNode }) {
  const shared = useQuery({ queryKey: ['shared', shareId], queryFn: () => fetchShared(shareId), retry: false });
  if (shared.isPending) {
    return (
      <p className="flex items-center gap-2 py-16 text-slate-500">
        <Spinner className="size-5" /> 불러오는 중…
      </p>
    );
  }
  if (shared.isError) return shared.error instanceof ApiError && shared.error.status === 404 ? notFound : <p role="alert">{shared.error.message}</p>;
  return (
    <article>
      <p className="mb-6 rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-600">
        글빛으로 작성해 공유한 글입니다 ·{' '}
        {new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(new Date(shared.data.createdAt))}
      </p>
      <PostView markdown={shared.data.content} />
      <div className="mt-10 border-t border-slate-200 pt-6 text-center">
        <Link to="/" className={buttonClass('primary')}>
          나도 키워드로 글 쓰기
        </Link>
      </div>
    </article>
  );
}
