import { Link } from 'react-router-dom';
import type { CalendarEntry } from '@contracts/vip';
import { formatSeoul } from '@/lib/format-seoul';
import { words } from '../messages';

/** One publication or automation run: when (KST), what, status, and a link. */
export function EntryRow({ entry, error }: { entry: CalendarEntry; error?: string | null }) {
  const external = entry.link?.startsWith('http');
  return (
    <li className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3">
      <span className="shrink-0 text-slate-500">{formatSeoul(entry.at, { dateStyle: 'short', timeStyle: 'short' })}</span>
      <span className="min-w-0 flex-1">
        <span className="mr-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{entry.kind === 'automation' ? words.automation : words.publication}</span>
        <span className="text-slate-900">{entry.title}</span>
        <span className="ml-1.5 text-xs text-slate-500">{entry.status}</span>
        {error ? <span className="block text-xs text-red-700">{error}</span> : null}
      </span>
      {entry.link ? (
        external ? (
          <a className="text-xs text-brand-700 underline" href={entry.link} target="_blank" rel="noreferrer">
            {words.open}
          </a>
        ) : (
          <Link className="text-xs text-brand-700 underline" to={entry.link}>
            {words.open}
          </Link>
        )
      ) : null}
    </li>
  );
}
