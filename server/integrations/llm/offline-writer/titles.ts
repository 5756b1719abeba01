import type { GenerationInput } from '@contracts/generations';
import { TITLES } from './banks/title-bank';
import { hashString, mulberry32, type Rng, shuffle } from './random';
import { fillValues } from './template';

// Title ideas from the content type's bank: the suggestions offered on the write page, and a draft's H1.

type TitleInput = Pick<GenerationInput, 'keyword' | 'subKeywords' | 'contentType' | 'platform'>;

export function titleCandidates(input: TitleInput, rng: Rng, n: number): string[] {
  const bank = TITLES[input.contentType];
  const [a = '', b = ''] = input.subKeywords;
  const usable = [...bank.titles, ...(input.platform === 'naver' ? bank.naver : bank.blog)].filter((t) => input.subKeywords.length >= 2 || !/\{[ab]/.test(t));
  return [...new Set(shuffle(rng, usable).map((t) => fillValues(t, { kw: input.keyword, n: String(n), a, b })))];
}

/** Five distinct Korean title ideas containing the keyword, shaped by content type and platform. */
export function offlineTitleSuggestions(input: TitleInput): string[] {
  const rng = mulberry32(hashString(JSON.stringify(['titles', input.keyword, input.subKeywords, input.contentType, input.platform])));
  return titleCandidates(input, rng, 5).slice(0, 5);
}
