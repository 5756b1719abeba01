import type { GenerationInput, LengthKey, Platform } from '@contracts/generations';
import type { TypeBank } from './banks/types';
import type { Rng } from './random';
import type { Vars } from './template';

// The draft before it is written out: blocks (H2) of slots (paragraph runs), and the numbers that size them.

export const LENGTH_RANK: Record<LengthKey, number> = { short: 0, medium: 1, long: 2 };
export const LIST_COUNT: Record<LengthKey, number> = { short: 5, medium: 6, long: 7 };
export const FAQ_COUNT: Record<LengthKey, number> = { short: 3, medium: 4, long: 5 };
export const IMAGE_COUNT: Record<LengthKey, number> = { short: 2, medium: 3, long: 4 };
export const SECTION_PARAGRAPHS: Record<LengthKey, number> = { short: 2, medium: 3, long: 4 };
/** Sentences per paragraph: Naver readers expect short blocks, blogs read better in fuller ones. */
export const PARAGRAPH_SIZES: Record<Platform, readonly number[]> = { naver: [1, 2, 2], tistory: [3, 3, 4], wordpress: [3, 4, 4] };
/** Keyword density the draft aims for: occurrences × keyword length ÷ characters without spaces. */
export const KW_DENSITY_WANTED = 0.012;
export const KW_DENSITY_MAX = 0.02;
export const FAQ_HEADING = '자주 묻는 질문';

/** `followUp` sentences lean on the one before them ("이런 장점이 …"), so they never open a slot. */
export type Candidate = { text: string; hasKw: boolean; followUp: boolean };
export type Slot = { heading: string | null; queue: Candidate[]; taken: string[]; max: number; image: string | null };
export type Block = { heading: string; slots: Slot[]; tail: string[]; body: boolean };
export type Item = { name: string; ref: string; vars: Vars };
export type Post = { title: string; lead: string[]; blocks: Block[]; hashtags: string | null };

export type Context = {
  input: GenerationInput;
  bank: TypeBank;
  rng: Rng;
  seed: number;
  vars: Vars;
  items: Item[];
  /** Keyword occurrences placed by headings and fixed lines so far, against the density ceiling. */
  kwUsed: number;
  kwMax: number;
};
