import { SLOT_PATTERN } from '@contracts/content-score-text';

const MARK_CLASS = 'rounded bg-amber-100 px-0.5 text-amber-900 ring-1 ring-amber-300';

/**
 * The rendered post with each unfilled `[직접 작성: …]` slot in a <mark>, so the member sees where to write
 * before publishing. Only text nodes are touched (never markup or attributes); the HTML is already sanitized.
 */
export function markSlots(html: string): string {
  if (typeof document === 'undefined' || !html.includes('직접')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  let marked = false;
  for (const node of texts) {
    const matches = [...node.data.matchAll(SLOT_PATTERN)];
    if (!matches.length) continue;
    const parts = document.createDocumentFragment();
    let at = 0;
    for (const m of matches) {
      parts.append(node.data.slice(at, m.index));
      const mark = document.createElement('mark');
      mark.className = MARK_CLASS;
      mark.textContent = m[0];
      parts.append(mark);
      at = m.index + m[0].length;
    }
    parts.append(node.data.slice(at));
    node.replaceWith(parts);
    marked = true;
  }
  return marked ? template.innerHTML : html;
}
