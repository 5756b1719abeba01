/** The post's H2 headings, in order. */
export const headingsOf = (markdown: string) => [...markdown.matchAll(/^##\s+(.+)$/gm)].map((m) => (m[1] ?? '').trim());

/** Replaces the section under `## heading` (up to the next ##) with `markdown`. */
export function replaceSection(post: string, heading: string, markdown: string) {
  const lines = post.split('\n');
  const start = lines.findIndex((l) => /^##\s/.test(l) && l.replace(/^##\s+/, '').trim() === heading);
  if (start === -1) return post;
  let end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  if (end === -1) end = lines.length;
  return [...lines.slice(0, start), markdown.trim(), '', ...lines.slice(end)].join('\n');
}
