import { RANK_NUMBER_NOTE, RANK_WAITING_TEXT, type RankChange, rankBadgeText, type RankTargetView } from '@contracts/rankings';
import type { Db } from '../../db/client';
import { listTargetViews, rankChanges } from './rank-views';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
const SHOWN = 10;

const badge = (t: RankTargetView) =>
  t.latest.length ? t.latest.map((r) => rankBadgeText(r, t.sections.length > 1)).join(' · ') : RANK_WAITING_TEXT;

/** How a post moved this week, in a few words: '▲ 3계단', '▼ 8계단', '새로 진입', '100위 밖으로'. */
export function changeWords(c: Pick<RankChange, 'kind' | 'from' | 'to'>): string {
  if (c.kind === 'entered') return '새로 진입';
  if (c.kind === 'dropped') return '100위 밖으로';
  const moved = Math.abs((c.to ?? 0) - (c.from ?? 0));
  return c.kind === 'rose' ? `▲ ${moved}계단` : `▼ ${moved}계단`;
}

/**
 * The weekly report mail's '내 글 순위' section: the member's tracked posts (newest first, ten at most) with
 * their latest rank and how they moved this week; null for a member who tracks nothing.
 */
export async function weeklyRankSection(db: Db, userId: string, now: Date, baseUrl: string): Promise<{ html: string; text: string } | null> {
  const targets = (await listTargetViews(db, userId)).filter((t) => t.status === 'active' || t.status === 'paused').slice(0, SHOWN);
  if (!targets.length) return null;
  const changes = new Map((await rankChanges(db, userId, now, 100)).map((c) => [c.targetId, c]));
  const link = `${baseUrl}/rankings`;
  const td = 'style="padding:6px 8px;border-bottom:1px solid #f1f5f9;font-size:14px;word-break:keep-all"';
  const th = 'style="text-align:left;padding:6px 8px;border-bottom:1px solid #e2e8f0;font-size:12px;color:#64748b;white-space:nowrap"';
  const rows = targets.map((t) => {
    const c = changes.get(t.id);
    return { title: t.title, keyword: t.keyword, rank: badge(t), change: c ? changeWords(c) : '변화 없음' };
  });
  const html = `<h2 style="font-size:17px;margin:24px 0 8px">내 글 순위</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><th ${th}>글</th><th ${th}>키워드</th><th ${th}>순위</th><th ${th}>이번 주</th></tr>
${rows.map((r) => `<tr><td ${td}>${escape(r.title)}</td><td ${td}>${escape(r.keyword)}</td><td ${td}><span style="white-space:nowrap">${escape(r.rank)}</span></td><td ${td}><span style="white-space:nowrap">${escape(r.change)}</span></td></tr>`).join('\n')}
</table>
<p style="font-size:12px;color:#64748b;line-height:1.6">${escape(RANK_NUMBER_NOTE)} <a href="${escape(link)}" style="color:#2563eb">순위 자세히 보기</a></p>`;
  const text = ['[내 글 순위]', ...rows.map((r) => `- ${r.title} (${r.keyword}): ${r.rank}, 이번 주 ${r.change}`), RANK_NUMBER_NOTE, `자세히 보기: ${link}`, ''].join('\n');
  return { html, text };
}
