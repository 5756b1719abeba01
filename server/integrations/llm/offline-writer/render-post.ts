import type { Platform } from '@contracts/generations';
import { type Context, PARAGRAPH_SIZES, type Post } from './post-model';
import { mulberry32, pick, type Rng } from './random';

// Writes the post model out as Markdown, grouping each slot's sentences into platform-sized paragraphs.

function paragraphs(sentences: readonly string[], platform: Platform, rng: Rng): string[] {
  const out: string[] = [];
  let rest = [...sentences];
  while (rest.length > 0) {
    let size = Math.min(pick(rng, PARAGRAPH_SIZES[platform]), rest.length);
    if (rest.length - size === 1 && size > 2) size -= 1;
    out.push(rest.slice(0, size).join(' '));
    rest = rest.slice(size);
  }
  return out;
}

export function renderPost(ctx: Context, post: Post): string {
  const rng = mulberry32(ctx.seed ^ 0x5bd1e995);
  const out: string[] = [`# ${post.title}`, post.lead.join(' ')];
  for (const block of post.blocks) {
    out.push(`## ${block.heading}`);
    for (const s of block.slots) {
      if (s.heading) out.push(`### ${s.heading}`);
      out.push(...paragraphs(s.taken, ctx.input.platform, rng));
      if (s.image) out.push(`> 📷 이미지: ${s.image}`);
    }
    out.push(...block.tail);
  }
  if (post.hashtags) out.push(post.hashtags);
  return `${out.join('\n\n')}\n`;
}
