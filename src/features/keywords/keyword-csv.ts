import type { KeywordRow } from '@contracts/keywords';

const HEADERS = ['키워드', 'PC 검색수', '모바일 검색수', '합계', '월간 클릭수', '클릭률(%)', '경쟁도', '블로그 문서 수', '카페 문서 수', '포화도'];

const cell = (v: string | number | null) => {
  // Text that starts like a formula is prefixed with ' so Excel shows it instead of running it.
  const s = v === null ? '' : typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * The table as CSV that Korean Excel opens correctly: a UTF-8 byte-order mark first (without it Excel
 * reads the file as CP949 and garbles Hangul), CRLF line ends, quotes where needed.
 */
export function keywordsCsv(rows: KeywordRow[]): string {
  const lines = [
    HEADERS.join(','),
    ...rows.map((r) =>
      [r.keyword, r.pcSearches, r.mobileSearches, r.totalSearches, r.clicks, r.ctr, r.competition, r.blogDocs, r.cafeDocs, r.saturation].map(cell).join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
