import type { KeywordRow } from '@contracts/keywords';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createSearchAdClient } from '../../integrations/naver/searchad';
import type { Sealer } from '../../lib/crypto';
import { readCredentials } from './credentials.service';
import { toRow } from './lookup.service';

/**
 * Related keywords of one keyword, biggest first, from the member's own Search Ad key (Naver's terms
 * let only the key's owner see these volumes). Nothing is stored and no counter is spent; null when
 * the member has connected no key. A refusal from Naver is thrown as NaverApiError.
 */
export async function memberRelatedKeywords(
  deps: { db: Db; env: Env; sealer: Sealer },
  userId: string,
  keyword: string,
  /** Runs just before Naver is called (a caller's rate limit); what it throws stops the call. */
  beforeCall: () => Promise<void> = async () => {},
): Promise<KeywordRow[] | null> {
  const credentials = await readCredentials(deps.db, deps.sealer, userId);
  if (!credentials) return null;
  await beforeCall();
  const stats = await createSearchAdClient({ baseUrl: deps.env.NAVER_SEARCHAD_BASE_URL, credentials }).keywordTool([keyword]);
  return stats.map(toRow).sort((a, b) => b.totalSearches - a.totalSearches);
}
