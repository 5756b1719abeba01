import { Search, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GenerationStatus } from '@contracts/generation';
import { CONTENT_TYPES, PLATFORMS } from '@contracts/generation-options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useHistory } from '../api/get-history';
import { formatSeoul } from '@/lib/seoul-time';

export const statusLabels: Record<GenerationStatus, string> = { streaming: '쓰는 중', completed: '완성', stopped: '멈춤', failed: '실패' };

/** Searchable list of the owner's posts, newest first, loading more as asked. */
export function HistoryList({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
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
        <span className="sr-only">키워드나 제목으로 찾기</span>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="키워드나 제목으로 찾기" className="pl-9" type="search" />
      </label>
      {history.isPending ? (
        <p className="flex items-center gap-2 py-8 text-sm text-slate-500">
          <Spinner className="size-4" /> 불러오는 중…
        </p>
      ) : history.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {history.error.message}{' '}
          <button type="button" className="underline" onClick={() => void history.refetch()}>
            다시 시도
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
          {q ? `"${q}"에 맞는 글이 없습니다.` : '아직 만든 글이 없어요. 글쓰기에서 첫 글을 만들어 보세요.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white" aria-label="생성 기록">
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
                  {item.shared ? <Share2 className="size-4 text-brand-600" aria-label="공유 중" /> : null}
                </span>
                <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600">
                  <span>{item.keyword}</span>
                  <span>{CONTENT_TYPES[item.contentType]}</span>
                  <span>{PLATFORMS[item.platform]}</span>
                  <span>{statusLabels[item.status]}</span>
                  <time dateTime={item.createdAt}>{formatSeoul(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage ? (
        <Button variant="secondary" className="w-full" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {history.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
        </Button>
      ) : null}
    </div>
  );
}
