import { describe, expect, it } from 'vitest';
import type { ReportContent, ReportKeyword } from './report-builder';
import { DATA_NOTE, renderReportMail } from './report-mail';

// What a reader sees: the text without tags and without links (their URL-encoding has digits and %).
const visibleText = (s: string) => s.replace(/<[^>]*>/g, ' ').replace(/https?:\/\/\S+/g, ' ');


const keyword = (over: Partial<ReportKeyword>): ReportKeyword => ({ keyword: '차박', total: 12_000, rank: 1, category: '캠핑', change: 'same', moved: 0, rising: false, ...over });

const content: ReportContent = {
  categories: [
    { name: '캠핑', keywords: [keyword({ keyword: '차박', rising: true }), keyword({ keyword: '캠핑의자', rank: 2, total: 8_000, change: 'up', moved: 3 })] },
    { name: '뜨개질', keywords: [keyword({ keyword: '코바늘', category: '뜨개질', total: 900, change: 'new', rising: true })] },
  ],
  rising: [keyword({ keyword: '차박', rising: true }), keyword({ keyword: '코바늘', category: '뜨개질', total: 900, change: 'new', rising: true })],
  suggestions: [],
  trendNote: null,
};

describe('renderReportMail', () => {
  const mail = renderReportMail({ name: '김블로거', content, unsubscribeUrl: 'http://x/u', settingsUrl: 'http://x/s', now: new Date('2025-03-10T00:00:00Z') });

  it('says which keywords rise in each category, never by how much (DataLab figures are not shown or stored)', () => {
    expect(mail.text).toContain('- 캠핑: 차박');
    expect(mail.text).toContain('- 뜨개질: 코바늘');
    expect(mail.html).toContain('<strong>뜨개질</strong>');
    expect(mail.html).toContain('<span style="white-space:nowrap">새로 진입</span><br><span style="white-space:nowrap;font-size:12px;color:#15803d">검색 관심 상승</span>');
    expect(mail.text).toContain('새로 진입 · 검색 관심 상승');
    expect(visibleText(`${mail.html}\n${mail.text}`)).not.toMatch(/\d\s*%|평균 대비/);
  });

  it('tells where each figure comes from, in the HTML and the text', () => {
    expect(DATA_NOTE).toContain('데이터랩 수치는 싣거나 저장하지 않습니다');
    expect(mail.text).toContain(DATA_NOTE);
    expect(mail.html).toContain(DATA_NOTE);
    expect(mail.text).toContain('▲ 3계단');
  });
});
