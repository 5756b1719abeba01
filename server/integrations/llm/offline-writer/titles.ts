import type { GenerationInput } from '@contracts/generations';
import { BANKS } from './banks';
import { baseVars, compareItems } from './context';
import { hashString, mulberry32, type Rng, shuffle } from './random';
import { fillValues } from './template';

// Title ideas drawn from the content type's bank: the suggestions offered on the write page, and a draft's H1.

export function titleCandidates(input: Pick<GenerationInput, 'keyword' | 'subKeywords' | 'contentType' | 'platform'>, rng: Rng, n: number): string[] {
  const bank = BANKS[input.contentType];
  const items = input.contentType === 'compare' ? compareItems(input, rng) : [];
  const vars = baseVars(input, n, items);
  const platformTitles = input.platform === 'naver' ? bank.naverTitles : bank.blogTitles;
  const usable = [...bank.titles, ...platformTitles].filter((t) => input.subKeywords.length >= 2 || !/\{[ab]/.test(t));
  return [...new Set(shuffle(rng, usable).map((t) => fillValues(t, vars)))];
}

/** Five distinct Korean title ideas containing the keyword, shaped by content type and platform. */
export function offlineTitleSuggestions(input: Pick<GenerationInput, 'keyword' | 'subKeywords' | 'contentType' | 'platform'>): string[] {
  const rng = mulberry32(hashString(JSON.stringify(['titles', input.keyword, input.subKeywords, input.contentType, input.platform])));
  return titleCandidates(input, rng, 5).slice(0, 5);
}
