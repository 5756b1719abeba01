import { Marked, type Token, type Tokens } from 'marked';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

// Links and images may point only at the web (or our own /files); anything else (javascript:, data:) goes.
const SAFE_URL = /^(?:https?:\/\/|mailto:|#|\/(?!\/))/i;
const safeUrl = (href: string) => (SAFE_URL.test(href.trim()) ? href.trim() : '#');

/** The marker a post carries in an HTML comment, so a retry can find the post an interrupted try made. */
export const publicationMarker = (publicationId: string) => `geulbit-publication-${publicationId}`;

/** The title line the writer puts first ("# 제목"): the blog shows its own title, so it is dropped. */
export function splitTitle(markdown: string): { heading: string | null; body: string } {
  const m = /^\s*#\s+(.+)\n+/.exec(markdown);
  return m ? { heading: m[1]!.trim(), body: markdown.slice(m[0].length) } : { heading: null, body: markdown };
}

/** The post's images in the order it shows them, each with its alt text. */
export function postImages(markdown: string): { src: string; alt: string }[] {
  const out: { src: string; alt: string }[] = [];
  new Marked({ gfm: true }).walkTokens(new Marked({ gfm: true }).lexer(markdown), (t: Token) => {
    if (t.type === 'image') out.push({ src: (t as Tokens.Image).href, alt: (t as Tokens.Image).text.trim() });
  });
  return out;
}

/** Image sources in the order the post shows them. */
export const imageSources = (markdown: string): string[] => postImages(markdown).map((i) => i.src);

export type PostHtmlOptions = {
  /** Where each image now lives (an uploaded copy, an absolute URL); unchanged when absent. */
  imageUrl?: (src: string) => string;
  /** Appended as the last paragraph (e.g. a partners disclosure). */
  disclosure?: string;
  /** Added as an HTML comment (publicationMarker). */
  marker?: string;
};

/**
 * Markdown → HTML for a blog. Model output is untrusted: raw HTML in it is shown as text, never
 * passed through, and only web URLs survive in links and images, so the result needs no DOM sanitizer.
 */
export function toPostHtml(markdown: string, { imageUrl = (s) => s, disclosure, marker }: PostHtmlOptions = {}): string {
  const marked = new Marked({
    gfm: true,
    breaks: false,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      link(this: { parser: { parseInline(tokens: Token[]): string } }, { href, title, tokens }: Tokens.Link) {
        const t = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(safeUrl(href))}"${t} target="_blank" rel="noopener noreferrer nofollow">${this.parser.parseInline(tokens)}</a>`;
      },
      image: ({ href, title, text }: Tokens.Image) => {
        const src = safeUrl(imageUrl(href));
        const t = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(text)}"${t} />`;
      },
    },
  });
  let html = marked.parse(markdown, { async: false });
  if (disclosure?.trim()) html += `\n<p class="disclosure">${escapeHtml(disclosure.trim())}</p>`;
  if (marker) html += `\n<!-- ${marker} -->`;
  return html;
}
