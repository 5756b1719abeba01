import type { ContentType } from '@contracts/generations';
import { COMPARE } from './compare';
import { INFO } from './info';
import { LIST } from './list';
import { REVIEW } from './review';
import type { TypeBank } from './types';
import { VISIT } from './visit';

// The phrase bank of each content type.

export const BANKS: Record<ContentType, TypeBank> = { info: INFO, review: REVIEW, visit: VISIT, list: LIST, compare: COMPARE };
