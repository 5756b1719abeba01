import type { Context, Section, Skeleton, Unit } from './post-model';

// Writes the skeleton out as Markdown: each sentence run and slot a paragraph, the member's notes a list.

function paragraphs(units: readonly Unit[]): string[] {
  const out: string[] = [];
  let notes: string[] = [];
  const flush = () => {
    if (notes.length) out.push(notes.map((n) => `- ${n}`).join('\n'));
    notes = [];
  };
  for (const unit of units) {
    if (unit.type === 'note') notes.push(unit.text);
    else {
      flush();
      out.push(unit.text);
    }
  }
  flush();
  return out;
}

export const renderSection = (section: Section) => [`${'#'.repeat(section.level)} ${section.heading}`, ...paragraphs(section.body)];

export function renderSkeleton(_ctx: Context, post: Skeleton): string {
  const out = [`# ${post.title}`, post.lead.map((u) => u.text).join(' ')];
  for (const section of post.sections) out.push(...renderSection(section));
  if (post.hashtags) out.push(post.hashtags);
  return `${out.join('\n\n')}\n`;
}
