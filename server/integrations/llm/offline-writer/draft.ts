import type { GenerationInput } from '@contracts/generations';
import { COMPARE_CHECKLIST, COMPARE_CRITERIA } from './banks/compare-parts';
import { LIST_SECTION } from './banks/list-items';
import { closingBlock, faqBlock, hashtags, includes, listBlock, sectionBlock, summaryBlock } from './blocks';
import { compareItemBlock, compareTableBlock, recommendBlock } from './compare-blocks';
import { choose, countOccurrences, createContext, hasKwSlot } from './context';
import { fillToLength } from './fill-to-length';
import { type Block, type Context, IMAGE_COUNT, LIST_COUNT, type Post } from './post-model';
import { at, shuffle } from './random';
import { renderPost } from './render-post';
import { fillValues } from './template';
import { titleCandidates } from './titles';

// Composes a whole draft: lays out the post's blocks, places image notes, fills to length and writes Markdown.

function buildPost(ctx: Context): Post {
  const { input, bank } = ctx;
  const title = at(titleCandidates(input, ctx.rng, LIST_COUNT[input.length]), 0);
  ctx.kwUsed += countOccurrences(title, input.keyword);
  const lead = [choose(ctx, bank.openers)];
  if (input.platform !== 'naver' && input.length !== 'short') lead.push(choose(ctx, bank.contexts));
  lead.push(choose(ctx, bank.previews));

  const blocks: Block[] = [];
  if (input.contentType === 'compare') {
    blocks.push(sectionBlock(ctx, COMPARE_CRITERIA, true));
    blocks.push(...ctx.items.map((item) => compareItemBlock(ctx, item)));
    blocks.push(compareTableBlock(ctx), recommendBlock(ctx));
    if (includes(COMPARE_CHECKLIST, input.length)) blocks.push(sectionBlock(ctx, COMPARE_CHECKLIST, false));
  } else {
    bank.sections
      .filter((def) => includes(def, input.length))
      .forEach((def, i) => blocks.push(def === LIST_SECTION ? listBlock(ctx, i < 2) : sectionBlock(ctx, def, i < 2)));
  }
  const listTitles = blocks.flatMap((b) => b.slots.map((s) => s.heading ?? '')).filter((h) => /^\d+\. /.test(h));
  if (input.options.table) blocks.push(summaryBlock(ctx, listTitles));
  if (input.options.faq) blocks.push(faqBlock(ctx));
  blocks.push(closingBlock(ctx));
  return { title, lead, blocks, hashtags: input.platform === 'naver' ? hashtags(ctx) : null };
}

function placeImages(ctx: Context, post: Post) {
  if (!ctx.input.options.imagePlaceholders) return;
  const slots = post.blocks.filter((b) => b.body && b.tail.length === 0).flatMap((b) => b.slots);
  const count = Math.min(IMAGE_COUNT[ctx.input.length], slots.length);
  const [first, ...rest] = shuffle(ctx.rng, ctx.bank.images);
  const descriptions = [first ?? '', ...rest.filter((d) => !hasKwSlot(d)), ...rest.filter(hasKwSlot)];
  for (let k = 0; k < count; k++) {
    const target = slots[Math.floor(((k + 0.5) * slots.length) / count)];
    if (target) target.image = fillValues(at(descriptions, k), ctx.vars);
  }
}

/** A complete Markdown draft for the input, the same bytes every time, used when no LLM is configured. */
export function composeOfflineDraft(input: GenerationInput): string {
  const ctx = createContext(input, 'draft');
  const post = buildPost(ctx);
  placeImages(ctx, post);
  fillToLength(ctx, post);
  return renderPost(ctx, post);
}
