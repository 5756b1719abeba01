import { Search, Share2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { GenerationStatus } from '@contracts/generations';
import { CONTENT_TYPES, PLATFORMS } from '@contracts/generations-options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useHistory } from '../api/get-history';
import { formatSeoul } from '@/lib/format-seoul';
import { postMessages } from '../post.messages';

export const statusLabels: Record<GenerationStatus, string> = postMessages.status;

/** Searchable list of the owner's posts, newest first, loading more as asked; `extra` adds to an item (its rank badge). */
export function HistoryList({ selectedId, onSelect, extra }: { selectedId: string | null; onSelect: (id: string) => void; extra?: (id: string) => ReactNode }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const history = useHistory(q);
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-3">
      <label className="relative block">
        <span className="sr-only">{postMessages.search}</span>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={postMessages.search} className="pl-9" type="search" />
      </label>
      {history.isPending ? (
        <p className="flex items-center gap-2 py-8 text-sm text-slate-500">
          <Spinner className="size-4" /> {postMessages.loading}
        </p>
      ) : history.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {history.error.message}{' '}
          <button type="button" className="underline" onClick={() => void history.refetch()}>
            {postMessages.retry}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
          {q ? postMessages.noMatch(q) : postMessages.empty}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white" aria-label={postMessages.listLabel}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onSelect(item.id)}
                aria-current={selectedId === item.id ? 'true' : undefined}
                className={cn('block w-full px-4 py-3 text-left hover:bg-slate-50', selectedId === item.id && 'bg-brand-50')}
              >
                <span className="flex items-center gap-2">
                  <span className="line-clamp-1 flex-1 font-medium text-slate-900">{item.title || item.keyword}</span>
                  {item.shared ? <Share2 className="size-4 text-brand-600" aria-label={postMessages.sharing} /> : null}
                </span>
                <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600">
                  <span>{item.keyword}</span>
                  <span>{CONTENT_TYPES[item.contentType]}</span>
                  <span>{PLATFORMS[item.platform]}</span>
                  <span>{statusLabels[item.status]}</span>
                  <time dateTime={item.createdAt}>{formatSeoul(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </span>
                {extra?.(item.id)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage ? (
        <Button variant="secondary" className="w-full" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {history.isFetchingNextPage ? postMessages.loading : postMessages.more}
        </Button>
      ) : null}
    </div>
  );
}
