import type { Db } from '../../db/client';
import { listKeywordLists } from '../keywords';
import { latestReportKeywords } from '../reports';
import type { AutomationRow } from './automations.service';
import { messages } from './automations.messages';

/** The keywords a schedule draws from now, or why there are none. */
export async function sourceKeywords(db: Db, automation: AutomationRow): Promise<{ keywords: string[] } | { reason: string }> {
  if (automation.source.kind === 'report') {
    const keywords = await latestReportKeywords(db, automation.userId);
    return keywords.length ? { keywords } : { reason: messages.emptyReport };
  }
  const { listId } = automation.source;
  const list = (await listKeywordLists(db, automation.userId)).find((l) => l.id === listId);
  if (!list) return { reason: messages.listGone };
  const keywords = [...new Set(list.items.map((i) => i.keyword))];
  return keywords.length ? { keywords } : { reason: messages.emptySource };
}

/**
 * The next keyword in source order that this cycle has not used; when every one has been used, a new
 * cycle starts. Keywords removed from the source drop out of the cycle.
 */
export function pickKeyword(pool: string[], used: string[]): { keyword: string; used: string[] } {
  const stillThere = used.filter((k) => pool.includes(k));
  const fresh = pool.filter((k) => !stillThere.includes(k));
  if (!fresh.length) return { keyword: pool[0] as string, used: [pool[0] as string] };
  const keyword = fresh[0] as string;
  return { keyword, used: [...stillThere, keyword] };
}
