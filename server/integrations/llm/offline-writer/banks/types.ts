import type { ContentType } from '@contracts/generations';

// What the offline writer knows about one kind of keyword (a travel course, a diet, a restaurant …): the
// things a post about it must say, written as guidance for the member, never as the post's own claims.
// Templates may hold {kw} (the keyword) and the tone endings of template.ts ([있다], [해요/합니다/한다]).

/** A smaller heading under a facet in medium and long posts: [heading, what to write there]. */
export type SubFacet = readonly [name: string, guide: string];

export type Facet = {
  /** The heading (may hold {kw}). */
  name: string;
  /** What to write under it, shown in the slot `[직접 작성: …]`. */
  guide: string;
  subs?: readonly SubFacet[];
  /** Words that tie a heading the member wrote, a note line or a research topic to this facet. */
  hints: readonly string[];
  /** Content types that already cover it elsewhere (a visit post's opening section has the address). */
  skip?: readonly ContentType[];
};

/** The experience a 방문 후기 or 제품 리뷰 rests on: guidance for the slots only the member can fill. */
export type ExperienceGuide = {
  why: string;
  basics: string;
  good: string;
  bad: string;
  who: string;
};

export type KindProfile = {
  id: string;
  /** Matched against the keyword (and sub-keywords); the first kind with a match wins. */
  words: readonly string[];
  /** The lead's first sentence: names the keyword and says what matters for this kind (a tone template). */
  lead: string;
  /** What the lead's slot asks for. */
  leadSlot: string;
  /** In writing order; a post takes as many as its length allows. */
  facets: readonly Facet[];
  experience: ExperienceGuide;
  /** FAQ questions (with {kw}) used when neither the member nor the research brief gives any. */
  faq: readonly string[];
  /** What an FAQ answer's slot asks for. */
  answer: string;
  /** Comparison criteria (비교 분석) and the list post's selection basis. */
  criteria: readonly string[];
  /** What the closing's slot asks for. */
  closing: string;
  /** Guidance for a heading nothing else matches. */
  fallback: string;
  tags: readonly string[];
};
