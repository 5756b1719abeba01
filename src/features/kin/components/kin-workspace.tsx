import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { KIN_PAGE_SIZE, KIN_SORTS, KIN_START_MAX, type KinSort } from '@contracts/kin';
import { AdminSetupLink } from '@/components/admin-setup-link';
import { Button, buttonClass } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Input } from '@/components/ui/input';
import { Loading, LoadError } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useKinBookmarks } from '../api/bookmarks';
import { useKinStatus } from '../api/get-kin-status';
import { useKinSearch } from '../api/search-kin';
import { messages } from '../messages';
import { useKinActions } from '../use-kin-actions';
import { KinQuestion } from './kin-question';

export type KinSearchState = { q: string; sort: KinSort; page: number };

/** Naver lets a search reach its 1000th result: with 10 a page, 100 pages at most. */
export const KIN_MAX_PAGE = Math.floor((KIN_START_MAX - 1) / KIN_PAGE_SIZE) + 1;

/** `/kin`: search 지식iN questions, draft an answer to one, bookmark the ones worth coming back to. */
export function KinWorkspace({ search, onSearch }: { search: KinSearchState; onSearch: (next: KinSearchState) => void }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const genCount = useAuthStore((s) => s.genCount);
  const status = useKinStatus();
  const [typed, setTyped] = useState(search.q);
  const params = search.q ? { q: search.q, sort: search.sort, start: (search.page - 1) * KIN_PAGE_SIZE + 1 } : null;
  const results = useKinSearch(status.data?.ready ? params : null);
  const bookmarks = useKinBookmarks(isAuthenticated);
  const actions = useKinActions(bookmarks.data?.bookmarks ?? []);

  if (status.isPending) return <Loading />;
  if (status.isError) return <LoadError message={status.error.message} />;
  if (!status.data.ready) {
    return (
      <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-semibold">{messages.notConfiguredTitle}</p>
        <p className="mt-1">{status.data.message}</p>
        <AdminSetupLink className="mt-2" />
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) onSearch({ ...search, q: typed.trim(), page: 1 });
  };
  const lastPage = results.data ? Math.min(KIN_MAX_PAGE, Math.max(1, Math.ceil(results.data.total / KIN_PAGE_SIZE))) : 1;

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            aria-label={messages.searchLabel}
            type="search"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={messages.searchPlaceholder}
            className="h-11 text-base sm:flex-1"
          />
          <Button type="submit" size="lg" disabled={typed.trim() === ''}>
            <Search className="size-5" aria-hidden /> {messages.searchButton}
          </Button>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ChoiceGroup label={messages.sortLabel} name="kin-sort" options={KIN_SORTS} value={search.sort} onChange={(sort) => onSearch({ ...search, sort, page: 1 })} />
          <div className="flex flex-wrap items-center gap-3 text-xs text-slate-500">
            {isAuthenticated ? <span>{messages.draftHint(genCount)}</span> : null}
            {isAuthenticated ? (
              <Link to={paths.kinZzim.href()} className={buttonClass('ghost', 'sm')}>
                {messages.zzimLink}
              </Link>
            ) : null}
          </div>
        </div>
      </form>

      {results.isError ? <LoadError message={results.error.message} /> : null}
      {results.isFetching && !results.data ? <Loading label={messages.searching} /> : null}
      {results.data ? (
        <section aria-label="검색 결과" aria-busy={results.isFetching} className="space-y-3">
          <p className="text-sm text-slate-600">
            <strong className="text-slate-900">{results.data.query}</strong> · {messages.resultCount(results.data.total)} · {KIN_SORTS[results.data.sort]}
            <span className="ml-1 text-xs text-slate-500">({messages.cachedNote})</span>
          </p>
          {results.data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500">{messages.empty}</p>
          ) : (
            <ol className="space-y-3">
              {results.data.items.map((item) => (
                <KinQuestion
                  key={`${item.link}-${item.title}`}
                  question={item}
                  bookmarked={actions.bookmarkOf(item) !== undefined}
                  drafting={actions.drafting}
                  onDraft={() => actions.draft(item)}
                  onBookmark={() => actions.bookmark(item)}
                >
                  {actions.draftPanelFor(item)}
                </KinQuestion>
              ))}
            </ol>
          )}
          {lastPage > 1 ? (
            <nav aria-label="페이지" className="flex items-center justify-center gap-3 text-sm">
              <Button variant="secondary" size="sm" disabled={search.page <= 1} onClick={() => onSearch({ ...search, page: search.page - 1 })}>
                {messages.previous}
              </Button>
              <span className="text-slate-600">
                {messages.page(search.page)} / {lastPage}
              </span>
              <Button variant="secondary" size="sm" disabled={search.page >= lastPage} onClick={() => onSearch({ ...search, page: search.page + 1 })}>
                {messages.next}
              </Button>
            </nav>
          ) : null}
        </section>
      ) : null}
      {actions.dialog}
    </div>
  );
}
