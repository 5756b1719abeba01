import type { ReactNode } from 'react';
import type { AvailableBrief } from '@contracts/research';
import { formatSeoul } from '@/lib/format-seoul';
import { messages } from '../messages';

/** 'YYYY-MM-DD' as Koreans write a date: 2025.03.15 */
export const dotDate = (iso: string) => iso.replace(/-/g, '.');

const LEVEL_TONE = { low: 'text-green-700', medium: 'text-amber-700', high: 'text-red-700' } as const;

/** One figure of a brief, as a tile of the overview's list. */
export function BriefStat({ label, value, hint, tone }: { label: string; value: ReactNode; hint?: string; tone?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`mt-0.5 text-lg font-semibold ${tone ?? 'text-slate-900'}`}>{value}</dd>
      {hint ? <dd className="text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}

/**
 * A brief's numbers and verdicts: blog documents, 월간 발행량, how crowded and how fresh, with the source
 * and when it was fetched. `extra` adds tiles (the keyword page's monthly search volume), `note` a line
 * under them.
 */
export function BriefOverview({ brief, extra, note }: { brief: AvailableBrief; extra?: ReactNode; note?: ReactNode }) {
  const { freshness } = brief;
  return (
    <section aria-label={messages.statsLabel(brief.keyword)} className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <BriefStat label={messages.documentCount} value={messages.count(brief.documentCount)} />
        <BriefStat
          label={messages.monthlyPublished}
          value={messages.publishedCount(brief.monthlyPublished.count, brief.monthlyPublished.capped)}
          hint={messages.monthlyPublishedHint}
        />
        <BriefStat label={messages.crowding} value={messages.crowdingLevel[brief.crowding.level]} tone={LEVEL_TONE[brief.crowding.level]} />
        {extra}
      </dl>
      {note}
      <p className="text-sm leading-6 text-slate-700">{brief.crowding.verdict}</p>
      <p className="text-sm leading-6 text-slate-700">
        {freshness.verdict}
        {freshness.newest && freshness.median ? <span className="block text-xs text-slate-500">{messages.dates(dotDate(freshness.newest), dotDate(freshness.median))}</span> : null}
      </p>
      <p className="text-xs text-slate-500">{messages.source(brief.source, formatSeoul(brief.fetchedAt, { dateStyle: 'medium', timeStyle: 'short' }))}</p>
    </section>
  );
}

/** The top blog posts of a brief: each title links to the post, with its blogger and date. */
export function BriefTopPosts({ brief }: { brief: AvailableBrief }) {
  if (brief.topPosts.length === 0) return <p className="text-sm text-slate-500">{messages.noPosts}</p>;
  return (
    <ol aria-label={messages.topPosts} className="space-y-3">
      {brief.topPosts.map((post, i) => (
        <li key={`${post.link}-${i}`} className="flex gap-3">
          <span aria-hidden className="w-5 shrink-0 text-right text-sm font-semibold text-slate-500">
            {i + 1}
          </span>
          <div className="min-w-0">
            {post.link ? (
              <a href={post.link} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
                {post.title}
              </a>
            ) : (
              <span className="font-medium text-slate-900">{post.title}</span>
            )}
            <p className="text-xs text-slate-500">{messages.postMeta(post.bloggerName, post.postDate ? dotDate(post.postDate) : null)}</p>
            <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{post.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
