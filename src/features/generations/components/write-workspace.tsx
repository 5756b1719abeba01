import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenerationInputDraft } from '@contracts/generations';
import { SUB_KEYWORD_MAX_COUNT } from '@contracts/generations-options';
import type { PromptTemplate } from '@contracts/prompts';
import { Card, CardBody } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useWalletStore } from '@/features/credits';
import { ResearchPanel, usePanelOpen, useResearchPicks } from '@/features/research';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { useGeneration } from '../use-generation';
import { OfflineNotice } from './offline-notice';
import type * as ResultPanelExports from './result-panel';
import type { SavedKeywords } from './saved-keyword-picker';
import { WriteForm, type WriteFormHandle } from './write-form';
import { messages } from '../messages';
import { formatCount } from '@/lib/format-count';

// Tailwind's xl: from here the form and the result sit side by side.
const WIDE_LAYOUT = '(min-width: 1280px)';

// The result (the post view, its tools and the SEO panel, with the Markdown renderer) is not part of the first
// screen: it loads once a keyword is being typed, so it is there when the first words arrive. Not React.lazy: a
// lazy component suspends on its first render even when its code is loaded, and React holds a suspended
// reveal for up to 300 ms, which put the first words that much later in one run out of three.
type ResultPanelModule = typeof ResultPanelExports;
let resultPanel: ResultPanelModule | null = null;
const loadResultPanel = () => {
  void import('@/components/post/use-markdown').then((m) => m.loadMarkdown());
  return import('./result-panel').then((m) => (resultPanel = m));
};

/**
 * The result panel's module, loaded once it is `wanted` (a keyword typed) or `needed` (writing); null until then.
 * Code that cannot be loaded (a new version deployed meanwhile) shows the error page once writing needs it, as a
 * page's own code does, instead of a spinner that never ends.
 */
function useResultPanel(wanted: boolean, needed: boolean): ResultPanelModule | null {
  const [loaded, setLoaded] = useState(resultPanel);
  const [failed, setFailed] = useState<Error | null>(null);
  useEffect(() => {
    if (!(wanted || needed) || loaded) return;
    let live = true;
    loadResultPanel().then(
      (m) => live && setLoaded(m),
      (err: unknown) => live && setFailed(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      live = false;
    };
  }, [wanted, needed, loaded]);
  if (failed && needed) throw failed;
  return loaded;
}

type Props = {
  presets: PromptTemplate[];
  templates: PromptTemplate[];
  /** Credits one post costs (for a member who pays with credits), once known. */
  price?: number | null;
  initial?: Partial<GenerationInputDraft> | undefined;
  /** The member's saved keyword lists (from /keyword), to start a post from. */
  savedKeywords?: SavedKeywords;
  /** Submit `initial` at once (a re-run from history); `onAutoStarted` runs when that happened. */
  autoStart?: boolean;
  onAutoStarted?: () => void;
  /** Open the research panel at once (a link with a keyword: the weekly report's title ideas, the keyword page). */
  openResearch?: boolean;
};

/** The main job: the form, the counter, and the post streaming in beside it. */
export function WriteWorkspace(props: Props) {
  const { presets, templates, price = null, initial, savedKeywords = [], autoStart = false, onAutoStarted, openResearch = false } = props;
  const { isAuthenticated, genCount, offlineWriter, status, visitor } = useAuthStore();
  const totalCredits = useWalletStore((s) => s.totalCredits);
  const openModal = useModalStore((s) => s.open);
  const { state, start, stop, replaceText } = useGeneration();
  const [lastInput, setLastInput] = useState<GenerationInputDraft | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // Each start asks once for the result to be brought into view, after it is on the page (see the effect).
  const [scrollRequest, setScrollRequest] = useState(0);
  useEffect(() => {
    if (scrollRequest === 0) return;
    // Side by side (xl), the result is already in view. Below xl it sits under the form, off a phone's screen:
    // scrolled to once React has put the result area there (a scroll asked for in the click itself landed on an
    // empty, zero-height box, before the panel existed).
    if (window.matchMedia?.(WIDE_LAYOUT).matches) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [scrollRequest]);
  const formRef = useRef<WriteFormHandle>(null);
  const addSubKeyword = useCallback((keyword: string) => formRef.current?.addSubKeyword(keyword), []);
  const [draft, setDraft] = useState({ keyword: initial?.keyword ?? '', subKeywords: initial?.subKeywords ?? [] });
  // A re-run from history brings the ticks it was written with.
  const [picks, pick] = useResearchPicks(draft.keyword, initial?.keyword && initial.research ? { keyword: initial.keyword, picks: initial.research } : null);
  const [researchOpen, toggleResearch] = usePanelOpen(openResearch);
  const writing = state.phase !== 'idle' && lastInput !== null;
  // While a post streams, an open panel folds to its heading (its ticks and their count stay) and opens again when
  // the post is done: laid out under the growing post, the open panel made the first words a frame later
  // (bench write-panel). Unfolded during the stream, it stays open.
  const streaming = state.phase === 'streaming';
  const [openDuringStream, setOpenDuringStream] = useState(false);
  const panelOpen = streaming && !openDuringStream ? false : researchOpen;
  const togglePanel = useCallback(() => {
    if (streaming && !openDuringStream) {
      setOpenDuringStream(true);
      if (!researchOpen) toggleResearch();
    } else toggleResearch();
  }, [streaming, openDuringStream, researchOpen, toggleResearch]);
  const visitorOut = status === 'ready' && !isAuthenticated && visitor !== null && genCount === 0;
  const payingWithCredits = isAuthenticated && genCount === 0;
  const panel = useResultPanel(draft.keyword.trim() !== '', writing);

  const submit = async (input: GenerationInputDraft) => {
    if (visitorOut) {
      openModal('signup');
      return;
    }
    if (payingWithCredits) {
      const { confirmCreditSpend } = await import('@/features/credits/lazy/confirm-credit-spend');
      if (!(await confirmCreditSpend({ ...messages.spend, price: 'generation', balance: totalCredits }))) return;
    }
    setLastInput(input);
    setOpenDuringStream(false);
    void start(input);
    setScrollRequest((n) => n + 1);
  };

  const counter = isAuthenticated ? (
    <p className="text-center text-sm text-slate-600">
      {messages.remaining} <strong className="text-slate-900">{messages.times(genCount)}</strong>
      {genCount === 0 ? (
        <>
          {' '}
          {messages.credits} {formatCount(totalCredits)}
          {price !== null ? messages.perPost(formatCount(price)) : null}
        </>
      ) : null}
    </p>
  ) : visitor === null ? null : (
    <p className="text-center text-sm text-slate-600">
      {visitorOut ? messages.visitorOut : <>{messages.visitorFree[0]}<strong className="text-slate-900">{messages.times(genCount)}</strong>{messages.visitorFree[1]}</>}
    </p>
  );

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="space-y-4">
        {offlineWriter ? <OfflineNotice /> : null}
        <WriteForm
          initial={initial}
          presets={presets}
          templates={templates}
          savedKeywords={savedKeywords}
          // Until the session has loaded there is no visitor to write for: the buttons wait rather than fail.
          busy={state.phase === 'streaming' || status === 'loading'}
          submitLabel={visitorOut ? messages.signupToContinue : state.phase === 'streaming' ? messages.writing : messages.submit}
          footer={counter}
          onSubmit={(input) => void submit(input)}
          autoSubmit={autoStart && status === 'ready'}
          onAutoSubmitted={onAutoStarted}
          onDraftChange={setDraft}
          ref={formRef}
        />
      </div>
      {/* Once a post is being written it comes first; the panel (with its ticks) stays mounted under it. */}
      <div className="flex min-w-0 flex-col gap-4">
        <ResearchPanel
          keyword={draft.keyword}
          open={panelOpen}
          onToggle={togglePanel}
          picks={picks}
          onPick={pick}
          subKeywords={draft.subKeywords}
          subKeywordsFull={draft.subKeywords.length >= SUB_KEYWORD_MAX_COUNT}
          onAddSubKeyword={addSubKeyword}
        />
        {/* Below xl, once writing has started, the result area is at least a screen tall: a page that ends just under a
            short 'preparing' card could not scroll that card to the top, and the post would grow below the screen. */}
        <div ref={resultRef} className={cn('min-w-0 scroll-mt-20', writing && 'order-first max-xl:min-h-[calc(100dvh-6rem)]')}>
          {!writing ? (
            <div className="hidden min-h-60 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white/60 p-8 text-center text-sm text-slate-500 xl:flex">
              <p>
                {messages.emptyResult[0]}<strong className="text-slate-700">{messages.submit}</strong>{messages.emptyResult[1]}
              </p>
            </div>
          ) : (
            panel ? (
              <panel.ResultPanel state={state} input={lastInput} onStop={stop} onRegenerate={() => void submit(lastInput)} onTextChange={replaceText} />
            ) : (
              <Card>
                <CardBody className="flex min-h-60 items-center justify-center text-brand-600">
                  <Spinner />
                </CardBody>
              </Card>
            )
          )}
        </div>
      </div>
    </div>
  );
}
