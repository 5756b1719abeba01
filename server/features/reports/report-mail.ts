import { SEOUL_TIME_ZONE } from '@contracts/accounts';
import { shownName } from '@contracts/shown-name';
import type { Env } from '../../env';
import type { MailMessage } from '../../integrations/mail/mail-message';
import type { ReportContent, ReportKeyword } from './report-builder';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
const n = (v: number) => v.toLocaleString('ko-KR');

// DataLab figures are used only while this mail is made: the mail (and the copy kept for
// /keyword-report) says a keyword is rising, never by how much.
const RISING_LABEL = '검색 관심 상승';
export const DATA_NOTE =
  '검색수와 순위는 네이버 검색광고 API의 월간 값입니다. 상승 키워드는 이 메일을 만들 때 네이버 데이터랩 검색 추이로 최근 4주보다 관심이 늘었는지만 판단했으며, 데이터랩 수치는 싣거나 저장하지 않습니다.';

// Each category's own rising keywords, so a small category is not crowded out by a big one.
const RISING_SHOWN_PER_CATEGORY = 3;
const risingByCategory = (content: ReportContent) =>
  content.categories
    .map((c) => ({ name: c.name, keywords: content.rising.filter((k) => k.category === c.name).slice(0, RISING_SHOWN_PER_CATEGORY) }))
    .filter((c) => c.keywords.length > 0);

// Green-700: the lightest green that keeps 4.5:1 on white for 12–14 px text (WCAG AA); green-600 fell short.
const RISING_GREEN = '#15803d';

const rankChange = (k: ReportKeyword) =>
  k.change === 'new' ? '새로 진입' : k.change === 'up' ? `▲ ${k.moved}계단` : k.change === 'down' ? `▼ ${-k.moved}계단` : '유지';
const changeLabel = (k: ReportKeyword) => rankChange(k) + (k.rising ? ` · ${RISING_LABEL}` : '');
// In the table each fact keeps its own unbroken line, so a phone's narrow column does not shred them.
const changeCell = (k: ReportKeyword) =>
  `<span style="white-space:nowrap">${rankChange(k)}</span>${k.rising ? `<br><span style="white-space:nowrap;font-size:12px;color:${RISING_GREEN}">${RISING_LABEL}</span>` : ''}`;

/** The Korean HTML and text of a weekly keyword report. */
/** `myRanks`: the '내 글 순위' section rank tracking writes for a subscriber who tracks posts. */
export function renderReportMail({
  name,
  content,
  unsubscribeUrl,
  settingsUrl,
  now,
  myRanks = null,
}: {
  name: string;
  content: ReportContent;
  unsubscribeUrl: string;
  settingsUrl: string;
  now: Date;
  myRanks?: { html: string; text: string } | null;
}) {
  const date = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, month: 'long', day: 'numeric' }).format(now);
  const subject = `[글빛] ${date} 주간 키워드 리포트`;
  const th = 'style="text-align:left;padding:6px 8px;border-bottom:1px solid #e2e8f0;font-size:12px;color:#64748b;white-space:nowrap"';
  const td = 'style="padding:6px 8px;border-bottom:1px solid #f1f5f9;font-size:14px;word-break:keep-all"';
  const categoryHtml = content.categories
    .map(
      (c) => `<h2 style="font-size:17px;margin:24px 0 8px">${escape(c.name)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><th ${th}>순위</th><th ${th}>키워드</th><th ${th}>월간 검색수</th><th ${th}>변화</th></tr>
${c.keywords.map((k) => `<tr><td ${td}>${k.rank}</td><td ${td}>${escape(k.keyword)}</td><td ${td}>${n(k.total)}</td><td ${td}>${changeCell(k)}</td></tr>`).join('\n')}
</table>`,
    )
    .join('\n');
  const rising = risingByCategory(content);
  const risingHtml = rising.length
    ? `<h2 style="font-size:17px;margin:24px 0 8px">이번 주 상승 키워드</h2><p style="font-size:13px;color:#64748b;margin:0">최근 4주보다 검색 관심이 늘어난 키워드입니다.</p><ul>${rising
        .map((c) => `<li style="font-size:14px;line-height:1.8"><strong>${escape(c.name)}</strong>: ${c.keywords.map((k) => `<span style="color:${RISING_GREEN}">${escape(k.keyword)}</span>`).join(', ')}</li>`)
        .join('')}</ul>`
    : '';
  const suggestionsHtml = content.suggestions.length
    ? `<h2 style="font-size:17px;margin:24px 0 8px">이런 글을 써 보세요</h2><ul>${content.suggestions
        .map((s) => `<li style="font-size:14px;line-height:1.8"><a href="${escape(s.link)}" style="color:#2563eb">${escape(s.title)}</a> <span style="color:#64748b">(${escape(s.keyword)})</span></li>`)
        .join('')}</ul>`
    : '';
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#0f172a;word-break:keep-all">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:28px">
<p style="color:#2563eb;font-weight:700;font-size:18px;margin:0 0 12px">글빛 키워드 리포트</p>
<p style="font-size:15px;line-height:1.7">${escape(name)}님, ${escape(date)} 기준으로 구독하신 카테고리의 키워드 흐름을 정리했습니다.</p>
${risingHtml}
${categoryHtml}
${suggestionsHtml}
${myRanks?.html ?? ''}
${content.trendNote ? `<p style="font-size:12px;color:#64748b">${escape(content.trendNote)}</p>` : ''}
<p style="font-size:12px;color:#64748b;line-height:1.6;margin-top:28px">${escape(DATA_NOTE)}<br>
<a href="${escape(settingsUrl)}" style="color:#64748b">구독 설정 바꾸기</a> · <a href="${escape(unsubscribeUrl)}" style="color:#64748b">수신 거부</a></p>
</div></body></html>`;
  const textLines = [
    `${name}님, ${date} 주간 키워드 리포트입니다.`,
    '',
    ...(rising.length ? ['[이번 주 상승 키워드] 최근 4주보다 검색 관심이 늘어난 키워드', ...rising.map((c) => `- ${c.name}: ${c.keywords.map((k) => k.keyword).join(', ')}`), ''] : []),
    ...content.categories.flatMap((c) => [`[${c.name}]`, ...c.keywords.map((k) => `${k.rank}. ${k.keyword} (월 ${n(k.total)}회, ${changeLabel(k)})`), '']),
    ...(content.suggestions.length ? ['[이런 글을 써 보세요]', ...content.suggestions.map((s) => `- ${s.title}: ${s.link}`), ''] : []),
    ...(myRanks ? [myRanks.text] : []),
    ...(content.trendNote ? [content.trendNote, ''] : []),
    DATA_NOTE,
    `구독 설정: ${settingsUrl}`,
    `수신 거부: ${unsubscribeUrl}`,
  ];
  return { subject, html, text: textLines.join('\n') };
}

/** The report as a mail to one subscriber, with the one-click unsubscribe link and headers. */
export function reportMail(
  env: Env,
  to: { email: string; name: string },
  content: ReportContent,
  unsubscribeToken: string,
  now = new Date(),
  myRanks: { html: string; text: string } | null = null,
): MailMessage {
  const unsubscribeUrl = `${env.BASE_URL}/api/reports/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const settingsUrl = `${env.BASE_URL}/keyword-report`;
  const { subject, html, text } = renderReportMail({ name: shownName(to.name), content, unsubscribeUrl, settingsUrl, now, myRanks });
  return {
    to: to.email,
    subject,
    html,
    text,
    links: [unsubscribeUrl],
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
