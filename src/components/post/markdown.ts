import { gfm } from '@joplin/turndown-plugin-gfm';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import TurndownService from 'turndown';

// Model output is untrusted: Markdown may carry raw HTML, so everything rendered goes through
// DOMPurify, and nothing that runs code or restyles the page survives.
const marked = new Marked({ gfm: true, breaks: false });

const FORBID_TAGS = ['style', 'script', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'svg', 'math'];
const FORBID_ATTR = ['style', 'class', 'id', 'srcset', 'formaction', 'action'];

let hooked = false;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** Markdown → sanitized HTML, safe to put into the page. */
export function renderMarkdown(markdown: string): string {
  ensureHooks();
  const raw = marked.parse(markdown, { async: false });
  return DOMPurify.sanitize(raw, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|\/(?!\/))/i,
  });
}

// The way back, for a post edited in place: the same Markdown dialect the writer uses (# headings,
// "-" lists, ** bold, GFM tables).
let turndown: TurndownService | null = null;

function createTurndown() {
  const service = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '*', strongDelimiter: '**' }).use(gfm);
  // "- item" and "1. item" with one space, as the writer and most editors write them (turndown pads to four).
  service.addRule('listItem', {
    filter: 'li',
    replacement(content, node) {
      const parent = node.parentNode as HTMLElement | null;
      let prefix = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? 1);
        prefix = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
      }
      const body = content.replace(/^\n+/, '').replace(/\n+$/, '\n').replace(/\n/gm, `\n${' '.repeat(prefix.length)}`);
      return prefix + body + (node.nextSibling && !body.endsWith('\n') ? '\n' : '');
    },
  });
  // The writer's slots ('[직접 작성: 메뉴와 가격]', '[확인 필요]') stay as written: turndown would escape their
  // brackets, and a slot is counted by its exact form until the member fills it.
  const escape = service.escape.bind(service);
  service.escape = (text) => escape(text).replace(/\\\[((?:직접 작성|확인 필요)[^\n\]]*?)\\\]/g, '[$1]');
  return service;
}

/** HTML edited in the page → Markdown, so the edit is saved, copied and downloaded like any post. */
export function htmlToMarkdown(html: string): string {
  turndown ??= createTurndown();
  return turndown.turndown(DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR })).replace(/\n{3,}/g, '\n\n').trim();
}

const inline: Record<string, string> = {
  h1: 'font-size:26px;font-weight:700;margin:0 0 16px;',
  h2: 'font-size:21px;font-weight:700;margin:28px 0 12px;',
  h3: 'font-size:18px;font-weight:700;margin:20px 0 8px;',
  p: 'font-size:16px;line-height:1.8;margin:0 0 14px;',
  li: 'font-size:16px;line-height:1.8;',
  blockquote: 'border-left:4px solid #cbd5e1;margin:12px 0;padding:4px 12px;color:#475569;',
  table: 'border-collapse:collapse;width:100%;margin:12px 0;',
  th: 'border:1px solid #cbd5e1;background:#f1f5f9;padding:8px;text-align:left;',
  td: 'border:1px solid #cbd5e1;padding:8px;',
};

/**
 * HTML for the clipboard: the sanitized post with simple inline styles, which Naver SmartEditor and
 * Tistory keep when pasting (they drop classes and external CSS).
 */
export function toClipboardHtml(markdown: string): string {
  const html = renderMarkdown(markdown);
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  for (const [tag, style] of Object.entries(inline)) {
    for (const el of Array.from(doc.querySelectorAll(tag))) el.setAttribute('style', style);
  }
  return doc.body.firstElementChild?.innerHTML ?? html;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

/** A standalone .html file of the post. */
export function toHtmlDocument(markdown: string, title: string): string {
  return `<!doctype html>\n<html lang="ko">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(title)}</title>\n</head>\n<body style="max-width:760px;margin:40px auto;padding:0 16px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#0f172a">\n${toClipboardHtml(markdown)}\n</body>\n</html>\n`;
}

/**
 * The post without its title: the leading '# …' heading, if the post starts with one. A blog editor has its own
 * title field (SmartEditor, Tistory, WordPress): pasted with the body, the title would show twice.
 */
export function withoutTitle(markdown: string): string {
  return markdown.replace(/^\s*#[ \t]+[^\n]*(?:\n|$)\s*/, '');
}

/** Plain text of the post: what a reader sees, without Markdown marks. */
export function toPlainText(markdown: string): string {
  const html = renderMarkdown(markdown);
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const blocks = Array.from(doc.body.firstElementChild?.children ?? []).map((el) => (el.textContent ?? '').trim());
  return blocks.filter(Boolean).join('\n\n');
}
