import { cn } from '@/lib/cn';
import { useMarkdownHtml } from './use-markdown';

/** A post rendered from Markdown to sanitized HTML (plain text until the renderer has loaded). */
export function PostView({ markdown, streaming = false, className }: { markdown: string; streaming?: boolean; className?: string }) {
  const html = useMarkdownHtml(markdown, streaming ? 80 : 0);
  return (
    <div className={cn('post-body', streaming && 'is-streaming', className)} aria-live={streaming ? 'polite' : undefined} aria-busy={streaming}>
      {html === null ? (
        <p className="whitespace-pre-wrap">{markdown}</p>
      ) : (
        // Sanitized by DOMPurify in renderMarkdown; model output never runs as code.
        <div dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </div>
  );
}
