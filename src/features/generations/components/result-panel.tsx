import { RefreshCw, Save, Square, WandSparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GenerationInputDraft, LengthKey, Platform } from '@contracts/generations';
import { PostToolbar } from '@/components/post/post-toolbar';
import { PostView } from '@/components/post/post-view';
import { SeoPanel } from '@/components/post/seo-panel';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useModalStore } from '@/stores/modal-store';
// The write page paints without TanStack Query (a smaller first bundle), so its calls stay plain fetchers, not mutation hooks.
import { rewriteSection } from '../api/rewrite-section';
import { saveGeneration } from '../api/save-generation';
import type { GenerationState } from '../use-generation';
import { usePostScore } from '../use-post-score';
import { messages } from '../messages';
import { postMessages } from '../post.messages';
import { scoreMessages } from '../score.messages';
import { PostScoreCard } from './post-score-card';

/** Replaces the section under `## heading` (up to the next ##) with `markdown`. */
export function replaceSection(post: string, heading: string, markdown: string) {
  const lines = post.split('\n');
  const start = lines.findIndex((l) => l.replace(/^##\s+/, '').trim() === heading && /^##\s/.test(l));
  if (start === -1) return post;
  let end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  if (end === -1) end = lines.length;
  return [...lines.slice(0, start), markdown.trim(), '', ...lines.slice(end)].join('\n');
}

const headingsOf = (markdown: string) => [...markdown.matchAll(/^##\s+(.+)$/gm)].map((m) => (m[1] ?? '').trim());

type Props = {
  state: GenerationState;
  input: GenerationInputDraft;
  onStop: () => void;
  onRegenerate: () => void;
  onTextChange: (text: string) => void;
};

/** The post as it streams in, then the tools around it: edit, copy, download, analyse, rewrite. */
export function ResultPanel({ state, input, onStop, onRegenerate, onTextChange }: Props) {
  const [tab, setTab] = useState<'preview' | 'edit'>('preview');
  const [saved, setSaved] = useState(state.text);
  const [busyHeading, setBusyHeading] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const openModal = useModalStore((s) => s.open);
  const finished = state.phase === 'done' || state.phase === 'stopped' || (state.phase === 'error' && state.text !== '');
  useEffect(() => {
    // A failed post keeps (and the server saved) the text written before the failure.
    if (state.phase === 'done' || state.phase === 'stopped' || state.phase === 'error') setSaved(state.text);
    // Only a newly finished stream resets what counts as saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase, state.id]);
  const dirty = finished && state.text !== saved;
  const { postScore, accept } = usePostScore({ id: state.id, text: state.text, input, finished });
  const title = /^\s*#\s+(.+)$/m.exec(state.text)?.[1]?.trim() ?? input.keyword;

  // Regenerating replaces the post; unsaved edits are lost, so ask first (default 확인/취소).
  const regenerate = async () => {
    if (dirty && !(await confirm({ title: postMessages.regenerateTitle, message: postMessages.regenerateMessage, confirmColor: 'orange' }))) return;
    onRegenerate();
  };

  const save = async () => {
    if (!state.id) return;
    setSaving(true);
    try {
      const detail = await saveGeneration(state.id, { content: state.text });
      setSaved(state.text);
      accept(detail.content, detail.contentScore);
      toast({ title: postMessages.savedToHistory });
    } catch (err) {
      toast({ title: postMessages.saveFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const rewrite = async (heading: string) => {
    if (!state.id) return;
    setBusyHeading(heading);
    try {
      const { markdown } = await rewriteSection(state.id, heading, state.text);
      onTextChange(replaceSection(state.text, heading, markdown));
      toast({ title: postMessages.rewritten(heading), description: postMessages.rewriteHint });
    } catch (err) {
      toast({ title: postMessages.rewriteFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });
    } finally {
      setBusyHeading(null);
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          {state.phase === 'streaming' ? postMessages.writingPost : state.phase === 'error' ? postMessages.result : postMessages.finishedPost}
        </h2>
        <div className="flex gap-2">
          {state.phase === 'streaming' ? (
            <Button size="sm" variant="secondary" onClick={onStop}>
              <Square className="size-4" aria-hidden />
              {postMessages.stop}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => void regenerate()}>
              <RefreshCw className="size-4" aria-hidden />
              {postMessages.regenerate}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardBody className="space-y-5">
        {state.phase === 'error' && state.error ? (
          <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            <p>{state.error.message}</p>
            {state.error.refunded ? (
              <p className="mt-1 text-red-700">{state.charge?.kind === 'credits' ? postMessages.creditsRefunded : postMessages.countRefunded}</p>
            ) : null}
            {state.error.code === 'SIGNUP_REQUIRED' ? (
              <Button size="sm" className="mt-3" onClick={() => openModal('signup')}>
                {messages.signupToContinue}
              </Button>
            ) : null}
          </div>
        ) : null}
        {state.phase === 'stopped' ? <p className="text-sm text-slate-600">{postMessages.stopped}</p> : null}
        {state.phase === 'streaming' && state.text === '' ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4 text-brand-600" /> {postMessages.preparing}
          </p>
        ) : null}
        {finished ? (
          <div className="flex gap-1 rounded-lg bg-slate-100 p-1 text-sm" role="tablist" aria-label={postMessages.viewMode}>
            {(['preview', 'edit'] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={tab === t}
                className={cn('flex-1 rounded-md px-3 py-1.5', tab === t ? 'bg-white font-semibold shadow-sm' : 'text-slate-600')}
                onClick={() => setTab(t)}
              >
                {t === 'preview' ? postMessages.editInPlace : postMessages.editMarkdown}
              </button>
            ))}
          </div>
        ) : null}
        {finished && tab === 'edit' ? (
          <textarea
            aria-label={postMessages.editMarkdown}
            value={state.text}
            onChange={(e) => onTextChange(e.target.value)}
            className="min-h-[28rem] w-full rounded-lg border border-slate-300 p-3 font-mono text-sm leading-6"
          />
        ) : state.text ? (
          <>
            {finished ? <p className="text-xs text-slate-500">{postMessages.editHint}</p> : null}
            <PostView markdown={state.text} streaming={state.phase === 'streaming'} onEdit={finished ? onTextChange : undefined} markSlots={finished} />
          </>
        ) : null}
        {finished ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <PostToolbar markdown={state.text} title={title} />
              {dirty ? (
                <Button size="sm" variant="success" onClick={() => void save()} disabled={saving}>
                  <Save className="size-4" aria-hidden />
                  {saving ? postMessages.saving : postMessages.saveEdits}
                </Button>
              ) : null}
            </div>
            {postScore ? (
              <PostScoreCard
                score={postScore.score}
                warnings={postScore.warnings}
                note={postScore.checking ? scoreMessages.checking : postScore.live ? scoreMessages.live : undefined}
              />
            ) : null}
            <SeoPanel markdown={state.text} keyword={input.keyword} platform={(input.platform ?? 'naver') as Platform} length={(input.length ?? 'medium') as LengthKey} />
            {headingsOf(state.text).length ? (
              <section aria-label={postMessages.rewriteSection}>
                <h3 className="text-sm font-semibold text-slate-900">{postMessages.rewriteSection}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {headingsOf(state.text).map((h) => (
                    <li key={h}>
                      <Button size="sm" variant="ghost" onClick={() => void rewrite(h)} disabled={busyHeading !== null}>
                        <WandSparkles className="size-4" aria-hidden />
                        {busyHeading === h ? postMessages.rewriting : h}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </CardBody>
    </Card>
  );
}
