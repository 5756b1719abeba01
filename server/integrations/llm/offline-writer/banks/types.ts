import type { LengthKey } from '@contracts/generations';

// The shape of a phrase bank: one TypeBank per content type, built from sections and subsections.

/** `ordered` pools are steps: their sentences keep the written order instead of being shuffled. */
export type SubDef = { heading: readonly string[]; pool: readonly string[]; ordered?: boolean };
export type SectionDef = {
  /** Words that tie a user-supplied heading to this section (composeOfflineSection). */
  hints: readonly string[];
  heading: readonly string[];
  pool: readonly string[];
  subs?: readonly SubDef[];
  /** Only posts at least this long get the section. */
  from?: LengthKey;
};
export type Faq = { q: readonly string[]; a: readonly string[] };
export type TypeBank = {
  titles: readonly string[];
  naverTitles: readonly string[];
  blogTitles: readonly string[];
  openers: readonly string[];
  contexts: readonly string[];
  previews: readonly string[];
  sections: readonly SectionDef[];
  faq: readonly Faq[];
  summary: readonly string[];
  /** Extra sections appended, in order, only while the post is still short of its target length. */
  extras: readonly SectionDef[];
  images: readonly string[];
  tags: readonly string[];
  table: readonly (readonly [string, string])[];
};
