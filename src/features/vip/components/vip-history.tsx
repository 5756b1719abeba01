import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PUBLICATION_STATUSES, type PublicationStatus } from '@contracts/publishing';
import { PUBLICATION_STATUS_LABELS } from '@contracts/vip';
import { Card, CardBody } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Loading, LoadError } from '@/components/ui/load-state';
import { formatSeoul } from '@/lib/format-seoul';
import { useVipPublications } from '../api/get-publications';
import { words } from '../messages';
import { Badge } from '@/components/ui/badge';
import { PublicationRank } from '@/features/rankings';

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** `/vipHistory`: publications filtered by status and blog, with links to the post and the live page. */
export function VipHistoryView() {
  const [status, setStatus] = useState<PublicationStatus | ''>('');
  const [blogId, setBlogId] = useState('');
  const list = useVipPublications({ ...(status ? { status } : {}), ...(blogId ? { blogId } : {}) });
  return (
    <Card>
      <CardBody className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={words.statusFilter}>
            {(p) => (
              <select {...p} className={selectClass} value={status} onChange={(e) => setStatus(e.target.value as PublicationStatus | '')}>
                <option value="">{words.allStatuses}</option>
                {PUBLICATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {PUBLICATION_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={words.blogFilter}>
            {(p) => (
              <select {...p} className={selectClass} value={blogId} onChange={(e) => setBlogId(e.target.value)}>
                <option value="">{words.allBlogs}</option>
                {(list.data?.blogs ?? []).map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <LoadError message={list.error.message} />
        ) : list.data.publications.length === 0 ? (
          <p className="text-sm text-slate-500">{words.historyEmpty}</p>
        ) : (
          <ul aria-label={words.historyTitle} className="divide-y divide-slate-100">
            {list.data.publications.map((p) => (
              <li key={p.id} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-3">
                <span className="shrink-0 text-slate-500">{formatSeoul(p.publishAt, { dateStyle: 'short', timeStyle: 'short' })}</span>
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{p.title}</span>
                  <span className="text-slate-600"> → {p.blogName ?? p.blogKind}</span>
                  <Badge className="ml-2">{PUBLICATION_STATUS_LABELS[p.status]}</Badge>
                  {p.error ? <span className="block text-xs text-red-700">{p.error}</span> : null}
                  <PublicationRank publicationId={p.id} />
                </span>
                <span className="flex gap-3 text-xs">
                  <Link className="text-brand-700 underline" to={`/history?id=${encodeURIComponent(p.generationId)}`}>
                    {words.viewPost}
                  </Link>
                  {p.url ? (
                    <a className="text-brand-700 underline" href={p.url} target="_blank" rel="noreferrer">
                      {words.viewLive}
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
