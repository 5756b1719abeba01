import { ChevronDown } from 'lucide-react';
import { lazy, memo, Suspense, useId } from 'react';
import { tidyKeyword } from '@contracts/research';
import { Loading } from '@/components/ui/load-state';
import { cn } from '@/lib/cn';
import { panelShellMessages as messages } from '../panel-shell.messages';
import type { ResearchPicks } from '../research-picks';
import type { BriefPanelProps } from './brief-panel';

// What the panel shows of a brief loads with the first keyword typed into an open panel, with TanStack
// Query: the write page's first screen carries only this frame (heading, fold, empty state).
const loadBriefPanel = () => import('./brief-panel');
const BriefPanel = lazy(() => loadBriefPanel().then((m) => ({ default: m.BriefPanel })));

type Props = Omit<BriefPanelProps, 'keyword'> & {
  /** The main keyword as typed; the panel waits for a pause in typing before it asks. */
  keyword: string;
  /** Open or folded (null until the page knows the screen: open beside the form on a wide one). */
  open: boolean | null;
  onToggle: () => void;
  picks: ResearchPicks;
};

/**
 * '검색 결과 분석' on the write page: what Naver shows for the keyword being typed, and the questions and
 * topics the member ticks for the post. Folded, it loads and asks nothing; writing never waits for it. Memoized:
 * the write page renders again with every streamed chunk of a post, and the panel does not change with them.
 */
export const ResearchPanel = memo(function ResearchPanel({ keyword, open, onToggle, picks, ...rest }: Props) {
  const bodyId = useId();
  const typed = tidyKeyword(keyword);
  const picked = picks.questions.length + picks.topics.length > 0;
  return (
    <section aria-label={messages.title} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open ?? false}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="font-semibold text-slate-900">{messages.title}</span>
          <span className="flex items-center gap-2 text-sm text-slate-600">
            {picked ? <span className="text-brand-700">{messages.picked(picks.questions.length, picks.topics.length)}</span> : null}
            <span className={cn(open === null && 'xl:hidden')}>{open ? messages.fold : messages.open}</span>
            {open === null ? <span className="hidden xl:inline">{messages.fold}</span> : null}
            <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180', open === null && 'xl:rotate-180')} />
          </span>
        </button>
      </h2>
      <div id={bodyId} className={cn('border-t border-slate-100 px-5 py-4', open === null ? 'hidden xl:block' : !open && 'hidden')}>
        {!typed ? (
          <p className="text-sm leading-6 text-slate-600">{messages.empty}</p>
        ) : open ? (
          <Suspense fallback={<Loading label={messages.loading} className="py-4" />}>
            <BriefPanel keyword={typed} picks={picks} {...rest} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
});
