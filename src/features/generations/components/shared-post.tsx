import { Link } from 'react-router-dom';
import { PostView } from '@/components/post/post-view';
import { buttonClass } from '@/components/ui/button';
import { Loading, LoadError } from '@/components/ui/load-state';
import { ApiError } from '@/lib/api-client';
import { useSharedPost } from '../api/get-shared';
import { sharedHtmlFromPage } from '@/lib/page-data';
import { formatSeoul } from '@/lib/format-seoul';
import { postMessages } from '../post.messages';

/** `/blog/{id}`: a post its author shares, read-only, for as long as it stays shared. */
export function SharedPost({ shareId, notFound }: { shareId: string; notFound: React.ReactNode }) {
  const shared = useSharedPost(shareId);
  if (shared.isPending) return <Loading className="py-16" />;
  if (shared.isError) return shared.error instanceof ApiError && shared.error.status === 404 ? notFound : <LoadError message={shared.error.message} />;
  return (
    <div>
      <p className="mb-6 rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-600">
        {postMessages.sharedBy}{' '}
        {formatSeoul(shared.data.createdAt, { dateStyle: 'long' })}
      </p>
      <PostView markdown={shared.data.content} servedHtml={sharedHtmlFromPage(shareId, shared.data.content)} />
      <div className="mt-10 border-t border-slate-200 pt-6 text-center">
        <Link to="/" className={buttonClass('primary')}>
          {postMessages.writeYourOwn}
        </Link>
      </div>
    </div>
  );
}
