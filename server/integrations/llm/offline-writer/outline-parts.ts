import type { OutlineHeading } from '@contracts/generations';
import type { Facet } from './banks/types';
import { part, type Part, ROLE_HINTS } from './blocks';
import { fill, questionsOf, topicsOf } from './context';
import type { Context } from './post-model';

// The parts of a post that follows headings the member chose: each heading verbatim, and under it the
// slot of the section it is (one the writer offered, a question, a facet of the keyword's kind, a topic).

const FAQ_LIKE = /자주 묻는|FAQ|Q&A|궁금/i;
const CLOSING_LIKE = /마무리|^정리|정리하며|결론|총평|맺음/;
/** Headings of a review or visit that ask for the member's own experience. */
const ROLE_HEADINGS = { why: /고른|고르게|선택한|계기/, basics: /위치|이용 정보|영업|주차|찾아가/, good: /좋았|장점|만족/, bad: /아쉬|단점|불편/, who: /추천|맞는 사람|대상|다시 간|다시 갈|재방문/ } as const;
const ROLE_PRIORITY = { bad: 1, good: 2, basics: 3, why: 4, who: 5 } as const;

/** The facet a heading is most about: the one with the longest hint in it (the first on a tie). */
export function facetFor(facets: readonly Facet[], text: string): Facet | undefined {
  let best: { facet: Facet; score: number } | undefined;
  for (const facet of facets) {
    const score = Math.max(0, ...facet.hints.filter((h) => text.includes(h)).map((h) => h.length));
    if (score > 0 && (!best || score > best.score)) best = { facet, score };
  }
  return best?.facet;
}

type Known = ReadonlyMap<string, Part>;

/** What goes under one heading; `children` says H3s follow it (then an unmatched H2 needs no slot of its own). */
export function partFor(ctx: Context, heading: OutlineHeading, where: { underFaq: boolean; children: boolean; known: Known }): Part {
  const { kind } = ctx;
  const { level, text } = heading;
  const offered = where.known.get(text);
  if (offered) return { ...offered, level, heading: text, extra: [...offered.extra] };
  if (where.underFaq || questionsOf(ctx).includes(text)) return part(level, text, fill(ctx, kind.answer));
  if (CLOSING_LIKE.test(text)) return part(level, text, fill(ctx, kind.closing));
  const facet = facetFor(kind.facets, text);
  if (facet) return part(level, text, fill(ctx, facet.guide), facet.hints, 0);
  const role = (Object.keys(ROLE_HEADINGS) as (keyof typeof ROLE_HEADINGS)[]).find((r) => ROLE_HEADINGS[r].test(text));
  if (role) return part(level, text, fill(ctx, kind.experience[role]), ROLE_HINTS[role], ROLE_PRIORITY[role]);
  const topic = topicsOf(ctx).find((t) => text.includes(t));
  if (topic) return part(level, text, `'${topic}'에 대해 — ${fill(ctx, kind.fallback)}`, [topic], 0);
  if (where.children) return part(level, text, null);
  return part(level, text, `'${text}'에 들어갈 내용 — ${fill(ctx, kind.fallback)}`, [text], 6);
}

/** The member's outline as parts, in its order and with its exact headings. */
export function outlineParts(ctx: Context, offered: (ctx: Context) => Part[]): Part[] {
  const long = { ...ctx, input: { ...ctx.input, outline: [], length: 'long' as const, options: { ...ctx.input.options, faq: true } } };
  const known = new Map<string, Part>();
  for (const p of [...offered({ ...ctx, input: { ...ctx.input, outline: [] } }), ...offered(long)]) if (!known.has(p.heading)) known.set(p.heading, p);
  const outline = ctx.input.outline;
  let h2 = '';
  return outline.map((heading, i) => {
    if (heading.level === 2) h2 = heading.text;
    const underFaq = heading.level === 3 && FAQ_LIKE.test(h2);
    const children = heading.level === 2 && outline[i + 1]?.level === 3;
    return partFor(ctx, heading, { underFaq, children, known });
  });
}
