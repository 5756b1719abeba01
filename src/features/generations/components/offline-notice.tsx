import { Info } from 'lucide-react';
import { messages } from '../messages';

/** Says plainly that no AI model is connected and how to connect one. */
export function OfflineNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{messages.offlineTitle}</p>
        <p className="mt-0.5">
          {messages.offlineBody[0]}
          <code className="rounded bg-amber-100 px-1">LLM_PROVIDER</code>
          {messages.offlineBody[1]}
          <code className="rounded bg-amber-100 px-1">LLM_API_KEY</code>
          {messages.offlineBody[2]}
          <code className="rounded bg-amber-100 px-1">LLM_BASE_URL</code>
          {messages.offlineBody[3]}
        </p>
      </div>
    </div>
  );
}
