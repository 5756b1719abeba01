import type { GenerationInput } from '@contracts/generations';
import { COMPARE_ITEM } from './banks/compare-parts';
import { LIST } from './banks/list';
import { LIST_ITEMS, LIST_SECTION } from './banks/list-items';
import { SECTION_GENERIC, SECTION_OPENERS } from './banks/shared';
import { candidates, createContext, say } from './context';
import { type Context, SECTION_PARAGRAPHS } from './post-model';
import { at, hashString } from './random';
import type { Vars } from './template';

// Rewrites one section under a heading the member chose, from the lines of the bank section it matches.

/** The phrase pool of the section that best matches a heading the user picked (empty when none does). */
function sectionPool(ctx: Context, text: string): { pool: string[]; extra: Vars } {
  const { bank } = ctx;
  const item = ctx.items.find((i) => text.includes(i.name) || text.includes(i.ref));
  if (item) return { pool: [...COMPARE_ITEM.intro, ...COMPARE_ITEM.pros, ...COMPARE_ITEM.cons], extra: item.vars };
  const listPool = bank === LIST ? [{ ...LIST_SECTION, pool: LIST_ITEMS.flatMap((d) => d.pool) }] : [];
  const match = [...bank.sections, ...bank.extras, ...listPool].find((d) => d.hints.some((h) => text.includes(h)));
  return { pool: match ? [...match.pool, ...(match.subs ?? []).flatMap((s) => s.pool)] : [], extra: {} };
}

/** One section rewritten under the given heading; another `variant` picks other wording for the same heading. */
export function composeOfflineSection(input: GenerationInput, heading: string, variant: number): string {
  const v = Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0;
  const ctx = createContext(input, `section:${heading}:${v}`);
  const { pool, extra } = sectionPool(ctx, heading);
  const opener = at(SECTION_OPENERS, (hashString(`${input.keyword}:${heading}`) % SECTION_OPENERS.length) + v);
  const perParagraph = input.platform === 'naver' ? 2 : 3;
  // The matching section's own lines come first; generic lines only fill in when it runs short.
  const lines = [...candidates(ctx, pool, extra), ...candidates(ctx, SECTION_GENERIC)];
  const sentences = [say(ctx, opener), ...lines.map((c) => c.text)];
  const paras: string[] = [];
  for (let i = 0; i < SECTION_PARAGRAPHS[input.length] && i * perParagraph < sentences.length; i++) {
    paras.push(sentences.slice(i * perParagraph, (i + 1) * perParagraph).join(' '));
  }
  return `## ${heading}\n\n${paras.join('\n\n')}\n`;
}
