import { useMemo, useRef } from 'react';
import { cn } from '@/lib/cn';
import { markSlots as markSlotsIn } from './slot-marks';
import { streamedSoFar } from './streaming-markdown';
import { loadMarkdown, useMarkdownHtml } from './use-markdown';

type Props = {
  markdown: string;
  streaming?: boolean;
  className?: string;
  /** HTML the server made of this Markdown (a shared post's page): shown as it is, with no renderer loaded. */
  servedHtml?: string | undefined;
  /** When given, the rendered post can be edited in place; the edit comes back as Markdown on blur. */
  onEdit?: ((markdown: string) => void) | undefined;
  /** Highlight the writer's unfilled `[직접 작성: …]` slots (a draft the member is finishing). */
  markSlots?: boolean;
};

// How a reader (and the end-to-end suite) finds the post on the write, history and shared pages.
const POST_LABEL = '생성된 글';

/** A post rendered from Markdown to sanitized HTML (plain text until the renderer has loaded). */
export function PostView({ markdown, streaming = false, className, servedHtml, onEdit, markSlots = false }: Props) {
  const rendered = useMarkdownHtml(streaming ? streamedSoFar(markdown) : markdown, streaming ? 80 : 0, servedHtml);
  const html = useMemo(() => (markSlots && rendered !== null ? markSlotsIn(rendered) : rendered), [markSlots, rendered]);
  const editable = onEdit !== undefined && !streaming && html !== null;
  // What the browser made of our HTML when editing began: only a real change is turned back into Markdown.
  const atFocus = useRef('');
  return (
    <div
      role="article"
      aria-label={POST_LABEL}
      className={cn('post-body', streaming && 'is-streaming', className)}
      aria-live={streaming ? 'polite' : undefined}
      aria-busy={streaming}
    >
      {html === null ? (
        <p className="whitespace-pre-wrap">{markdown}</p>
      ) : (
        // Sanitized by DOMPurify in renderMarkdown; model output never runs as code. Edits are
        // sanitized again on their way back to Markdown.
        <div
          dangerouslySetInnerHTML={{ __html: html }}
          {...(editable
            ? {
                contentEditable: true,
                suppressContentEditableWarning: true,
                role: 'textbox',
                'aria-multiline': true,
                'aria-label': '글 본문 (눌러서 바로 고칠 수 있어요)',
                spellCheck: false,
                className: '-mx-2 rounded-lg px-2 outline-none ring-brand-100 hover:ring-2 focus:ring-2 focus:ring-brand-500/40',
                onFocus: (e: React.FocusEvent<HTMLDivElement>) => (atFocus.current = e.currentTarget.innerHTML),
                onBlur: (e: React.FocusEvent<HTMLDivElement>) => {
                  const edited = e.currentTarget.innerHTML;
                  if (edited === atFocus.current) return;
                  void loadMarkdown().then((m) => onEdit(m.htmlToMarkdown(edited)));
                },
              }
            : {})}
        />
      )}
    </div>
  );
}
