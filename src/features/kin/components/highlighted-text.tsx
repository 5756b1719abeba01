import { Fragment } from 'react';
import { kinSegments } from '@contracts/kin';

/** Naver's `<b>` marks as highlights; everything else as plain text (never rendered as HTML). */
export function HighlightedText({ marked }: { marked: string }) {
  return (
    <>
      {kinSegments(marked).map((s, i) =>
        s.bold ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {s.text}
          </mark>
        ) : (
          <Fragment key={i}>{s.text}</Fragment>
        ),
      )}
    </>
  );
}
