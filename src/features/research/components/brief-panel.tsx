import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRIEF_KEYWORD_MAX_LENGTH, type ResearchBrief } from '@contracts/research';
import { Button } from '@/components/ui/button';
import { Loading, LoadError } from '@/components/ui/load-state';
import { ApiError } from '@/lib/api-client';
import { WithQueryClient } from '@/lib/query-provider';
import { usePausedValue } from '@/lib/use-paused-value';
import { useResearchBrief } from '../api/get-research-brief';
import { messages } from '../messages';
import { panelMessages } from '../panel.messages';
import { panelShellMessages } from '../panel-shell.messages';
import type { ResearchPicks } from '../research-picks';
import { BriefOverview, BriefTopPosts } from './brief-overview';
import { BriefQuestions, BriefSubKeywords, BriefTopics } from './brief-picks';

/** How long typing must pause before the panel asks for the keyword's brief. */
const BRIEF_TYPING_PAUSE_MS = 700;
/** The admin's page of settings (its own feature's route). */
const ADMIN_SETUP_PATH = '/admin/setup';
const TOP_POSTS_SHOWN = 3;

export type BriefPanelProps = {
  /** The tidy keyword (trimmed, spaces collapsed). */
  keyword: string;
  picks: ResearchPicks;
  /** New ticks for the brief of `keyword`. */
  onPick: (keyword: string, next: ResearchPicks) => void;
  /** The sub-keywords already in the form. */
  subKeywords: readonly string[];
  onAddSubKeyword: (keyword: string) => void;
  /** The form holds as many sub-keywords as it takes. */
  subKeywordsFull: boolean;
};

/** The brief of the keyword being typed: its states (asking, failed, limited, unavailable) and its parts. */
export function BriefPanel(props: BriefPanelProps) {
  return (
    <WithQueryClient>
      <BriefPanelContent {...props} />
    </WithQueryClient>
  );
}

function BriefPanelContent({ keyword, ...rest }: BriefPanelProps) {
  // The panel mounts with the first character typed: it too waits for a pause, so no brief is asked for '제'.
  const settled = usePausedValue(keyword, BRIEF_TYPING_PAUSE_MS, { leading: false, initial: '' });
  const tooLong = settled.length > BRIEF_KEYWORD_MAX_LENGTH;
  // A new keyword drops the old one's query, whose request TanStack Query then aborts.
  const brief = useResearchBrief(tooLong || !settled ? null : settled);
  if (tooLong) return <p className="text-sm text-slate-600">{panelMessages.tooLong(BRIEF_KEYWORD_MAX_LENGTH)}</p>;
  if (settled !== keyword || brief.isPending) return <Loading label={panelShellMessages.loading} className="py-4" />;
  if (brief.isError) {
    const limited = brief.error instanceof ApiError && brief.error.status === 429;
    return limited ? (
      <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-900">
        {brief.error.message} {panelMessages.limited}
      </p>
    ) : (
      <LoadError message={brief.error instanceof ApiError ? brief.error.message : panelMessages.failed}>
        <Button size="sm" variant="secondary" className="ml-2" onClick={() => void brief.refetch()}>
          {panelMessages.retry}
        </Button>
      </LoadError>
    );
  }
  return <BriefParts brief={brief.data} {...rest} />;
}

function BriefParts({ brief, picks, onPick, ...subKeywords }: Omit<BriefPanelProps, 'keyword'> & { brief: ResearchBrief }) {
  const [allPosts, setAllPosts] = useState(false);
  if (!brief.available) {
    return (
      <div role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-900">
        <p>{brief.reason}</p>
        {brief.missingSettings?.length ? (
          <p className="mt-1 text-xs">
            {messages.missingSettings(brief.missingSettings.join(', '))}{' '}
            <Link to={ADMIN_SETUP_PATH} className="font-medium underline">
              {panelMessages.adminSetup}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  const pick = (next: Partial<ResearchPicks>) => onPick(brief.keyword, { ...picks, ...next });
  const shown = allPosts ? brief : { ...brief, topPosts: brief.topPosts.slice(0, TOP_POSTS_SHOWN) };
  return (
    <div className="space-y-6">
      <BriefOverview brief={brief} />
      <BriefQuestions questions={brief.questions} picked={picks.questions} onChange={(questions) => pick({ questions })} />
      <BriefTopics topics={brief.topics} picked={picks.topics} onChange={(topics) => pick({ topics })} />
      <BriefSubKeywords brief={brief} {...subKeywords} />
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">{messages.topPosts}</h3>
        <p className="text-xs text-slate-500">{messages.topPostsNote}</p>
        <BriefTopPosts brief={shown} />
        {brief.topPosts.length > TOP_POSTS_SHOWN ? (
          <Button size="sm" variant="ghost" aria-expanded={allPosts} onClick={() => setAllPosts((v) => !v)}>
            {allPosts ? panelMessages.showFewerPosts : panelMessages.showAllPosts(brief.topPosts.length)}
          </Button>
        ) : null}
      </section>
      <p className="text-xs text-slate-500">{panelMessages.picksNote}</p>
    </div>
  );
}
