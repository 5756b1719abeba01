import { asc, eq } from 'drizzle-orm';
import { RANK_SECTION_LABELS, type RankSection } from '@contracts/rankings';
import { SEOUL_TIME_ZONE } from '@contracts/seoul-time';
import type { Db } from '../../db/client';
import { rankChecks, rankTargets } from '../../db/schema';

const HEADERS = ['날짜', '키워드', '검색 영역', '순위', '확인 시각', '글 주소', '찾은 주소', '추적 상태'];
const STATUS: Record<string, string> = { active: '추적 중', paused: '일시정지', stopped: '중지', ended: '종료' };

const cell = (v: string | number | null) => {
  // Text that starts like a formula is prefixed with ' so Excel shows it instead of running it.
  const s = v === null ? '' : typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const seoulTime = new Intl.DateTimeFormat('sv-SE', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });

/** Every rank reading of the member, oldest first, with the post it belongs to. */
export async function rankHistoryRows(db: Db, userId: string) {
  return db
    .select({
      day: rankChecks.day,
      section: rankChecks.section,
      position: rankChecks.position,
      depth: rankChecks.depth,
      checkedAt: rankChecks.checkedAt,
      matchedUrl: rankChecks.matchedUrl,
      keyword: rankTargets.keyword,
      url: rankTargets.url,
      status: rankTargets.status,
    })
    .from(rankChecks)
    .innerJoin(rankTargets, eq(rankTargets.id, rankChecks.targetId))
    .where(eq(rankTargets.userId, userId))
    .orderBy(asc(rankChecks.day), asc(rankTargets.keyword), asc(rankChecks.section));
}

/**
 * The member's rank history as CSV that Korean Excel opens as it is, like the keyword table's: a UTF-8
 * byte-order mark first, CRLF line ends, quotes where needed. A position is a number; a post not in the
 * pages read is '100위 밖' (or '200위 밖').
 */
export function rankHistoryCsv(rows: Awaited<ReturnType<typeof rankHistoryRows>>): string {
  const lines = [
    HEADERS.join(','),
    ...rows.map((r) =>
      [r.day, r.keyword, RANK_SECTION_LABELS[r.section as RankSection] ?? r.section, r.position ?? `${r.depth}위 밖`, seoulTime.format(r.checkedAt), r.url, r.matchedUrl, STATUS[r.status] ?? r.status].map(cell).join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
