import { type GenerationInput, LENGTH_TARGETS } from '@contracts/generations';
import { withJosa } from '@contracts/korean';
import { BANKS } from './banks';
import { COMPARE_PROFILES } from './banks/compare-parts';
import type { SubDef } from './banks/types';
import { type Candidate, type Context, type Item, KW_DENSITY_MAX, LIST_COUNT, type Slot } from './post-model';
import { at, hashString, mulberry32, pick, type Rng, shuffle } from './random';
import { render, type Vars } from './template';

// One composition's state, and the helpers that render phrases and fill slots while counting the keyword.

export const countChars = (text: string) => Array.from(text.replace(/[#|>\-\s]/g, '')).length;
export const countOccurrences = (text: string, needle: string) => (needle ? text.split(needle).length - 1 : 0);
export const hasKwSlot = (template: string) => template.includes('{kw');

function joinNames(names: readonly string[]): string {
  const [first, second] = names;
  if (names.length === 2 && first !== undefined && second !== undefined) return `${withJosa(first, '과/와')} ${second}`;
  return names.join(', ');
}

export function compareItems(input: Pick<GenerationInput, 'keyword' | 'subKeywords'>, rng: Rng): Item[] {
  const named =
    input.subKeywords.length >= 2
      ? input.subKeywords.map((s) => ({ name: s, ref: s }))
      : [
          { name: `${input.keyword} A안`, ref: 'A안' },
          { name: `${input.keyword} B안`, ref: 'B안' },
        ];
  const profiles = shuffle(rng, COMPARE_PROFILES);
  return named.map((item, i) => ({ ...item, vars: { name: item.name, ref: item.ref, ...at(profiles, i) } }));
}

export function baseVars(input: Pick<GenerationInput, 'keyword'>, n: number, items: readonly Item[]): Vars {
  return {
    kw: input.keyword,
    n: String(n),
    items: joinNames(items.map((item) => item.ref)),
    a: items[0]?.name ?? '',
    b: items[1]?.name ?? '',
    ra: items[0]?.ref ?? '',
    rb: items[1]?.ref ?? '',
  };
}

export function createContext(input: GenerationInput, salt: string): Context {
  const seed = hashString(
    JSON.stringify([input.keyword, input.subKeywords, input.contentType, input.tone, input.length, input.platform, input.options, salt]),
  );
  const rng = mulberry32(seed);
  const items = input.contentType === 'compare' ? compareItems(input, rng) : [];
  const kwMax = Math.floor((KW_DENSITY_MAX * LENGTH_TARGETS[input.length]) / Math.max(1, countChars(input.keyword)));
  return { input, bank: BANKS[input.contentType], rng, seed, items, vars: baseVars(input, LIST_COUNT[input.length], items), kwUsed: 0, kwMax };
}

export function say(ctx: Context, template: string, extra: Vars = {}): string {
  return render(template, ctx.input.tone, { ...ctx.vars, ...extra });
}

/**
 * Picks one of several phrasings and renders it. `need` insists on one naming the keyword; otherwise,
 * once the keyword budget is spent, a phrasing without it is preferred.
 */
export function choose(ctx: Context, alternatives: readonly string[], extra: Vars = {}, need = false): string {
  const named = alternatives.filter(hasKwSlot);
  const plain = alternatives.filter((t) => !hasKwSlot(t));
  const pool = need && named.length > 0 ? named : !need && ctx.kwUsed >= ctx.kwMax && plain.length > 0 ? plain : alternatives;
  const text = say(ctx, pick(ctx.rng, pool), extra);
  ctx.kwUsed += countOccurrences(text, ctx.input.keyword);
  return text;
}

export function candidates(ctx: Context, pool: readonly string[], extra: Vars = {}, ordered = false): Candidate[] {
  return (ordered ? pool : shuffle(ctx.rng, pool)).map((template) => {
    const followUp = template.startsWith('+');
    const body = followUp ? template.slice(1) : template;
    return { text: say(ctx, body, extra), hasKw: hasKwSlot(body), followUp };
  });
}

export function slot(ctx: Context, title: string | null, pool: readonly string[], max = Infinity, extra: Vars = {}, ordered = false): Slot {
  return { heading: title, queue: candidates(ctx, pool, extra, ordered), taken: [], max, image: null };
}

/** A short post's single slot for a whole section: one intro line, then the subsections' lines interleaved. */
export function mergedSlot(ctx: Context, intro: readonly string[], subs: readonly SubDef[], extra: Vars): Slot {
  const [opener, ...restIntro] = candidates(ctx, intro, extra);
  const lists = subs.map((sub) => candidates(ctx, sub.pool, extra, sub.ordered));
  const longest = Math.max(0, ...lists.map((l) => l.length));
  const interleaved = Array.from({ length: longest }, (_, i) => lists.flatMap((l) => l.slice(i, i + 1))).flat();
  return { heading: null, queue: [...(opener ? [opener] : []), ...interleaved, ...restIntro], taken: [], max: Infinity, image: null };
}

export function fixedSlot(sentences: string[]): Slot {
  return { heading: null, queue: [], taken: sentences, max: sentences.length, image: null };
}
