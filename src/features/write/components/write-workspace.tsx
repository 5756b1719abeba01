import { useRef, useState } from 'react';
import type { GenerationInputDraft } from '@contracts/generation';
import type { PromptTemplate } from '@contracts/prompts';
import { confirmCreditSpend, usePricing, useWalletStore } from '@/features/credits';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { useGeneration } from '../use-generation';
import { OfflineNotice } from './offline-notice';
import { ResultPanel } from './result-panel';
import type { SavedKeywords } from './saved-keyword-picker';
import { WriteForm } from './write-form';

type Props = {
  presets: PromptTemplate[];
  templates: PromptTemplate[];
  initial?: Partial<GenerationInputDraft> | undefined;
  /** The member's saved keyword lists (from /keyword), to start a post from. */
  savedKeywords?: SavedKeywords;
  /** Submit `initial` at once (a re-run from history); `onAutoStarted` runs when that happened. */
  autoStart?: boolean;
  onAutoStarted?: () => void;
};

/** The main job: the form, the counter, and the post streaming in beside it. */
export function WriteWorkspace({ presets, templates, initial, savedKeywords = [], autoStart = false, onAutoStarted }: Props) {
  const { isAuthenticated, genCount, offlineWriter, status, visitor } = useAuthStore();
  const totalCredits = useWalletStore((s) => s.totalCredits);
  const openModal = useModalStore((s) => s.open);
  const { state, start, stop, replaceText } = useGeneration();
  const [lastInput, setLastInput] = useState<GenerationInputDraft | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const visitorOut = status === 'ready' && !isAuthenticated && visitor !== null && genCount === 0;
  const payingWithCredits = isAuthenticated && genCount === 0;
  const pricing = usePricing(payingWithCredits);

  const submit = async (input: GenerationInputDraft) => {
    if (visitorOut) {
      openModal('signup');
      return;
    }
    if (payingWithCredits) {
      if (!(await confirmCreditSpend({ action: '글 1편', counterName: '남은 생성 횟수', price: 'generation', balance: totalCredits, note: '글쓰기가 실패하거나 내용이 나오기 전에 멈추면 돌려드립니다.' }))) return;
    }
    setLastInput(input);
    void start(input);
    requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const counter = isAuthenticated ? (
    <p className="text-center text-sm text-slate-600">
      남은 생성 <strong className="text-slate-900">{genCount}회</strong>
      {genCount === 0 ? (
        <>
          {' '}
          · 크레딧 {totalCredits.toLocaleString('ko-KR')}
          {pricing.data ? <> (글 1편에 {pricing.data.generation.toLocaleString('ko-KR')} 크레딧)</> : null}
        </>
      ) : null}
    </p>
  ) : visitor === null ? null : (
    <p className="text-center text-sm text-slate-600">
      {visitorOut ? '무료 생성 횟수를 모두 썼어요. 가입하면 99회를 더 쓸 수 있어요.' : <>가입 없이 무료로 <strong className="text-slate-900">{genCount}회</strong> 더 쓸 수 있어요</>}
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
          submitLabel={visitorOut ? '회원가입하고 계속 쓰기' : state.phase === 'streaming' ? '쓰는 중…' : '블로그 글 쓰기'}
          footer={counter}
          onSubmit={(input) => void submit(input)}
          autoSubmit={autoStart && status === 'ready'}
          onAutoSubmitted={onAutoStarted}
        />
      </div>
      <div ref={resultRef} className="min-w-0 scroll-mt-20">
        {state.phase === 'idle' || !lastInput ? (
          <div className="hidden h-full min-h-60 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white/60 p-8 text-center text-sm text-slate-500 xl:flex">
            <p>
              키워드를 넣고 <strong className="text-slate-700">블로그 글 쓰기</strong>를 누르면 이곳에 글이 바로 써집니다.
            </p>
          </div>
        ) : (
          <ResultPanel state={state} input={lastInput} onStop={stop} onRegenerate={() => void submit(lastInput)} onTextChange={replaceText} />
        )}
      </div>
    </div>
  );
}
