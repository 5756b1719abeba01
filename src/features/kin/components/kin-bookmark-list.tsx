import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Loading, LoadError } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { SEOUL_TIME_ZONE } from '@/lib/format-seoul';
import { useKinBookmarks } from '../api/bookmarks';
import { messages } from '../messages';
import { useKinActions } from '../use-kin-actions';
import { KinQuestion } from './kin-question';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: SEOUL_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

/** `/kin/zzim`: the member's bookmarked questions, newest first, each with its note. */
export function KinBookmarkList() {
  const bookmarks = useKinBookmarks();
  const actions = useKinActions(bookmarks.data?.bookmarks ?? []);
  if (bookmarks.isPending) return <Loading />;
  if (bookmarks.isError) return <LoadError message={bookmarks.error.message} />;
  const list = bookmarks.data.bookmarks;
  if (list.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <p className="text-sm text-slate-500">{messages.zzimEmpty}</p>
        <Link to={paths.kin.href()} className={buttonClass('primary', 'md', 'mt-4')}>
          {messages.zzimEmptyAction}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{messages.zzimCount(list.length)}</p>
      <ol aria-label={messages.zzimListLabel} className="space-y-3">
        {list.map((b) => (
          <KinQuestion
            key={b.id}
            question={b}
            bookmarked
            drafting={actions.drafting}
            onDraft={() => actions.draft(b)}
            onBookmark={() => actions.bookmark(b)}
          >
            <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="text-xs text-slate-500">{messages.bookmarkedAt(dateOf(b.createdAt))}</p>
              {b.note ? <p className="mt-1 whitespace-pre-wrap text-slate-800">{b.note}</p> : null}
            </div>
            {actions.draftPanelFor(b)}
          </KinQuestion>
        ))}
      </ol>
      {actions.dialog}
    </div>
  );
}
