import { LENGTH_TARGETS } from '@contracts/generations';
import { SUB_SENTENCES } from './banks/shared';
import { sectionBlock } from './blocks';
import { countChars, countOccurrences, hasKwSlot, say } from './context';
import { type Context, FAQ_HEADING, KW_DENSITY_WANTED, type Post, type Slot } from './post-model';
import { at, shuffle } from './random';
import { renderPost } from './render-post';

// Grows a laid-out post sentence by sentence until it reaches its target length and keyword density.

/** Sub-keywords not already shown as list or comparison items get one sentence each, spread over the body. */
function subKeywordSentences(ctx: Context, post: Post): { slot: Slot; text: string }[] {
  const { input } = ctx;
  const asItems =
    input.contentType === 'compare' && input.subKeywords.length >= 2
      ? input.subKeywords
      : input.contentType === 'list'
        ? input.subKeywords.slice(0, 2)
        : [];
  const pending = input.subKeywords.filter((s) => !asItems.includes(s));
  const slots = post.blocks.filter((b) => b.body).flatMap((b) => b.slots.filter((s) => s.max > 1));
  const shuffled = shuffle(ctx.rng, SUB_SENTENCES);
  const templates = [...shuffled.filter((t) => !hasKwSlot(t)), ...shuffled.filter(hasKwSlot)];
  return pending.flatMap((sub, i) => {
    const target = slots[Math.floor(((i + 0.5) * slots.length) / pending.length)];
    return target ? [{ slot: target, text: say(ctx, at(templates, i), { sub }) }] : [];
  });
}

/**
 * Adds sentences round-robin, then whole extra sections, until the post reaches its target length.
 * Once the keyword budget is spent, sentences naming the keyword wait until nothing else is left.
 */
export function fillToLength(ctx: Context, post: Post) {
  const { input } = ctx;
  const target = LENGTH_TARGETS[input.length];
  const kwWanted = Math.ceil((KW_DENSITY_WANTED * target) / Math.max(1, countChars(input.keyword)));
  const draft = renderPost(ctx, post);
  let chars = countChars(draft);
  let kwCount = countOccurrences(draft, input.keyword);
  let lastResort = false;
  const used = new Set([...post.lead, ...post.blocks.flatMap((b) => b.slots.flatMap((s) => s.taken))]);
  const note = (text: string) => {
    used.add(text);
    chars += countChars(text);
    kwCount += countOccurrences(text, input.keyword);
  };
  const take = (s: Slot) => {
    if (s.taken.length >= s.max) return false;
    const allowKw = lastResort || kwCount < ctx.kwMax;
    const fresh = s.queue.filter((c) => !used.has(c.text) && (allowKw || !c.hasKw));
    const openers = fresh.filter((c) => !c.followUp);
    const usable = s.taken.length === 0 && openers.length > 0 ? openers : fresh;
    // Keep the bank's order (intros first) unless the keyword is still scarce and one naming it is near.
    const chosen = (kwCount < kwWanted ? usable.slice(0, 3).find((c) => c.hasKw) : undefined) ?? usable[0];
    if (!chosen) return false;
    s.queue.splice(s.queue.indexOf(chosen), 1);
    s.taken.push(chosen.text);
    note(chosen.text);
    return true;
  };
  const fillable = () => post.blocks.filter((b) => b.body || b.heading === FAQ_HEADING).flatMap((b) => b.slots);
  const roundRobin = () => {
    let progress = true;
    while (chars < target && progress) {
      progress = false;
      for (const s of fillable()) {
        if (chars >= target) break;
        if (take(s)) progress = true;
      }
    }
  };

  for (const s of fillable()) if (s.taken.length === 0) take(s);
  for (const { slot: s, text } of subKeywordSentences(ctx, post)) {
    s.taken.push(text);
    note(text);
  }
  const extras = [...ctx.bank.extras];
  for (;;) {
    roundRobin();
    const extra = extras.shift();
    if (chars >= target - 80 || !extra) break;
    ctx.kwUsed = kwCount;
    const block = sectionBlock(ctx, extra, false);
    note(block.heading);
    post.blocks.splice(post.blocks.findIndex((b) => !b.body), 0, block);
    for (const s of block.slots) take(s);
  }
  lastResort = true;
  roundRobin();
}
