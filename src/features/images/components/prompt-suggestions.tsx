import { useState } from 'react';
import { NeedFirst } from '@/components/need-first';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePosts } from '../api/get-posts';
import { useSuggestPrompts } from '../api/suggest-prompts';
import { messages } from '../messages';

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** Suggested prompts, one per H2 section of a history post; picking one fills the prompt. */
export function PromptSuggestions({ onUse }: { onUse: (prompt: string) => void }) {
  const posts = usePosts(true);
  const [postId, setPostId] = useState('');
  const suggest = useSuggestPrompts({
    onError: (err) => toast({ variant: 'destructive', title: messages.suggestTitle, description: err instanceof ApiError ? err.message : String(err) }),
  });
  const items = (posts.data?.items ?? []).filter((p) => p.status === 'completed' || p.status === 'stopped');
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">{messages.suggestTitle}</summary>
      <div className="mt-3 space-y-3">
        {posts.isSuccess && items.length === 0 ? <NeedFirst message={messages.noPosts} to={paths.home.href()} action={messages.goWrite} /> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field label={messages.suggestPost} className="flex-1">
            {(p) => (
              <select {...p} className={selectClass} value={postId} onChange={(e) => setPostId(e.target.value)}>
                <option value="">{messages.suggestPick}</option>
                {items.map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title || post.keyword}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button variant="secondary" disabled={!postId || suggest.isPending} onClick={() => suggest.mutate(postId)}>
            {messages.suggestButton}
          </Button>
        </div>
        {suggest.data ? (
          <ul className="space-y-2">
            {!suggest.data.fromModel ? <li className="text-xs text-slate-500">{messages.suggestFromHeadings}</li> : null}
            {suggest.data.suggestions.map((s) => (
              <li key={s.heading} className="rounded-lg bg-slate-50 p-3 text-sm">
                <p className="font-medium text-slate-800">{s.heading}</p>
                <p className="mt-1 text-slate-600">{s.prompt}</p>
                <Button size="sm" variant="ghost" className="mt-1 px-0 text-brand-700" onClick={() => onUse(s.prompt)}>
                  {messages.useSuggestion}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
