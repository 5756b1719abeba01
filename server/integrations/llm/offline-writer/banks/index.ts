import { GENERIC } from './generic';
import { BEAUTY, TECH } from './kinds-goods';
import { FINANCE, HEALTH, STUDY } from './kinds-knowledge';
import { DIET, FASHION, HOME, PARENTING, PETS } from './kinds-life';
import { FOOD, RECIPE, STAY, TRAVEL } from './kinds-places';
import type { KindProfile } from './types';

// The kinds of keyword the offline writer knows, in matching order: the narrower kinds first, so
// '제주 카페 투어' is a café post and '다이어트 도시락' a diet post, not a travel or recipe post.

export const KINDS: readonly KindProfile[] = [FOOD, STAY, DIET, RECIPE, PETS, PARENTING, TECH, BEAUTY, FINANCE, HEALTH, STUDY, HOME, FASHION, TRAVEL];

/** The kind of a keyword (then of its sub-keywords), or the generic kind. */
export function kindOf(keyword: string, subKeywords: readonly string[] = []): KindProfile {
  for (const text of [keyword, subKeywords.join(' ')]) {
    const spaced = `${text} `;
    const found = KINDS.find((kind) => kind.words.some((word) => spaced.includes(word)));
    if (found) return found;
  }
  return GENERIC;
}

export { GENERIC };
