import { Copy, Square } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { copyText } from '@/components/post/clipboard';
import { Button, buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import type { GenerationState } from '@/features/generations';
import { messages } from '../messages';

type Props = { state: GenerationState; onStop: () => void; onEdit: (text: string) => void; questionLink: string };

/** The answer draft as it streams in: editable, copyable, with the question one click away on Naver. */
export function DraftPanel({ state, onStop, onEdit, questionLink }: Props) {
  const streaming = state.phase === 'streaming';
  return (
    <section aria-label={messages.draftTitle} className="mt-3 space-y-2 rounded-lg border border-brand-100 bg-brand-50/40 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{messages.draftTitle}</h3>
        {streaming ? (
          <Button size="sm" variant="secondary" onClick={onStop}>
            <Square className="size-3.5" aria-hidden /> {messages.stop}
          </Button>
        ) : null}
      </div>
      {state.phase === 'error' && state.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {messages.draftFailed}: {state.error.message} {state.error.refunded ? messages.draftRefunded : ''}
        </p>
      ) : null}
      <textarea
        aria-label={messages.draftLabel}
        aria-busy={streaming}
        value={state.text}
        readOnly={streaming}
        onChange={(e) => onEdit(e.target.value)}
        rows={10}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-relaxed focus:border-brand-600 focus:outline-none"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={streaming || state.text === ''}
          onClick={() => void copyText(state.text).then(() => toast({ title: messages.copied }))}
        >
          <Copy className="size-3.5" aria-hidden /> {messages.copy}
        </Button>
        <a href={questionLink} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
          {messages.openOnNaver}
        </a>
        <Link to={paths.history.href()} className={buttonClass('ghost', 'sm')}>
          {messages.history}
        </Link>
        <span className="text-xs text-slate-500">{messages.draftSaved}</span>
      </div>
    </section>
  );
}
