import type { PublicationStatus, PublicationView } from '@contracts/publishing';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { usePublicationAction, usePublications } from '../api/publications';
import { formatKst } from '../kst';
import { BLOG_KIND_LABELS, m, STATUS_LABELS } from '../messages';

const TONE: Record<PublicationStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-700',
  publishing: 'bg-amber-50 text-amber-700',
  published: 'bg-green-50 text-green-700',
  failed: 'bg-red-50 text-red-700',
  'waiting-for-member': 'bg-violet-50 text-violet-700',
  cancelled: 'bg-slate-100 text-slate-600',
};

/** The member's publications with status, link or reason, and cancel / retry / pack. */
export function PublicationList() {
  const [status, setStatus] = useState<PublicationStatus | ''>('');
  const list = usePublications(status ? { status } : {});
  const action = usePublicationAction();
  const [params, setParams] = useSearchParams();
  // /vip and /vipSchedule link a publication as /auto-posting?publication=<id>: that row is marked and brought into view.
  const focused = params.get('publication');
  const focusedRow = useRef<HTMLLIElement>(null);
  const shown = list.data?.items.some((p) => p.id === focused) ?? false;
  useEffect(() => {
    if (shown) focusedRow.current?.scrollIntoView?.({ block: 'center' });
  }, [shown]);
  const act = (p: PublicationView, kind: 'cancel' | 'retry') =>
    action.mutate({ id: p.id, action: kind }, { onError: (e) => toast({ title: e instanceof ApiError ? e.message : m.createFailed, variant: 'destructive' }) });
  return (
    <section className="space-y-3" aria-label={m.list}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{m.list}</h2>
        <select aria-label="상태" className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm" value={status} onChange={(e) => setStatus(e.target.value as PublicationStatus | '')}>
          <option value="">{m.filterAll}</option>
          {(Object.keys(STATUS_LABELS) as PublicationStatus[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError message={list.error.message} />
      ) : !list.data.items.length ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{m.none}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {list.data.items.map((p) => (
            <li
              key={p.id}
              ref={p.id === focused ? focusedRow : undefined}
              aria-current={p.id === focused ? 'true' : undefined}
              className={`flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between ${p.id === focused ? 'bg-brand-50 ring-2 ring-brand-300 ring-inset' : ''}`}
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[p.status]}`}>{STATUS_LABELS[p.status]}</span>
                  <span className="font-medium break-all text-slate-900">{p.title}</span>
                </p>
                <p className="text-xs text-slate-500">
                  {p.blogName ?? BLOG_KIND_LABELS[p.blogKind]} · {formatKst(p.publishAt)}
                  {p.postStatus === 'draft' ? ` · ${m.draft}` : ''}
                </p>
                {p.error ? <p className="text-sm text-red-700">{p.error}</p> : null}
                {p.nextAttemptAt && p.status === 'scheduled' && p.attempts > 0 ? <p className="text-xs text-slate-500">{m.nextTry(formatKst(p.nextAttemptAt))}</p> : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                {p.url ? (
                  <a href={p.url} target="_blank" rel="noreferrer" className="inline-flex h-8 items-center rounded-lg border border-slate-300 px-3 text-sm text-brand-700 hover:bg-slate-50" aria-label={`${m.open}: ${p.title}`}>
                    {m.open}
                  </a>
                ) : null}
                {p.blogKind === 'naver' || p.blogKind === 'tistory' ? (
                  p.status !== 'published' && p.status !== 'cancelled' ? (
                    <Button size="sm" variant="secondary" onClick={() => setParams({ pack: p.id })}>
                      {m.packOpen}
                    </Button>
                  ) : null
                ) : null}
                {p.status === 'scheduled' || p.status === 'waiting-for-member' ? (
                  <Button size="sm" variant="ghost" onClick={() => act(p, 'cancel')}>
                    {m.cancel}
                  </Button>
                ) : null}
                {p.status === 'failed' ? (
                  <Button size="sm" variant="secondary" onClick={() => act(p, 'retry')}>
                    {m.retry}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
