import type { ContentType, GenerationInput, LengthKey, WriterBrief } from '@contracts/generations';
import type { KindProfile } from './banks/types';
import type { Vars } from './template';

// The skeleton before it is written out: a title, a lead and sections of units, and the numbers that size them.

/**
 * What a section holds: a sentence of the post in its tone (`say`), a slot only the member can fill
 * (`[직접 작성: …]`), a line of the member's own notes as they wrote it, or a table or image line as is.
 */
export type Unit = { type: 'say' | 'slot' | 'note' | 'raw'; text: string };
export type Section = { level: 2 | 3; heading: string; body: Unit[] };
export type Skeleton = { title: string; lead: Unit[]; sections: Section[]; hashtags: string | null };

export type Context = {
  input: GenerationInput;
  brief: WriterBrief | null;
  kind: KindProfile;
  vars: Vars;
  /** The member's experience notes, one line each, not yet placed. */
  notes: string[];
  seed: number;
};

/** How many of the kind's facets a post covers, by content type and length (list and compare count otherwise). */
export const FACET_COUNT: Record<Exclude<ContentType, 'list' | 'compare'>, Record<LengthKey, number>> = {
  info: { short: 3, medium: 4, long: 6 },
  review: { short: 2, medium: 3, long: 4 },
  visit: { short: 2, medium: 3, long: 4 },
};
export const LIST_COUNT: Record<LengthKey, number> = { short: 5, medium: 6, long: 7 };
export const FAQ_COUNT: Record<LengthKey, number> = { short: 3, medium: 4, long: 5 };
export const IMAGE_COUNT: Record<LengthKey, number> = { short: 2, medium: 3, long: 4 };
/** Comparison criteria each item gets its own H3 for. */
export const CRITERIA_HEADINGS: Record<LengthKey, number> = { short: 0, medium: 2, long: 4 };
/** Research topics taken from the brief when the member ticked none: only those recurring in at least two results. */
export const BRIEF_TOPICS = { max: 3, minCount: 2 } as const;
export const FAQ_HEADING = '자주 묻는 질문';
export const CLOSING_HEADING = '마무리';
