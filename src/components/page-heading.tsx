import type { ReactNode } from 'react';

/**
 * A page's heading and the line under it. The server sends it as the page's first screen before the page's
 * own code has loaded (server/lib/prerender.ts finds it by `data-page-heading`; src/app/page-frame.tsx), so a
 * page that says what it is for says it here, in text that does not depend on who is signed in.
 */
export function PageHeading({ title, summary, className }: { title: ReactNode; summary?: ReactNode; className?: string }) {
  return (
    <div data-page-heading="" className={className}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {summary ? <p className="mt-1 text-slate-600">{summary}</p> : null}
    </div>
  );
}
