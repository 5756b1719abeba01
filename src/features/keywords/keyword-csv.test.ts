import { describe, expect, it } from 'vitest';
import type { KeywordRow } from '@contracts/keywords';
import { keywordsCsv } from './keyword-csv';

const base: KeywordRow = {
  keyword: '캠핑',
  pcSearches: 17016,
  mobileSearches: '< 10',
  totalSearches: 17021,
  totalApprox: true,
  clicks: 2009.4,
  ctr: 1.48,
  competition: '높음',
  blogDocs: 75726,
  cafeDocs: null,
  saturation: 0.71,
};

describe('keywordsCsv', () => {
  it('starts with a UTF-8 byte-order mark and ends lines with CRLF, for Korean Excel', () => {
    const csv = keywordsCsv([base]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '키워드,PC 검색수,모바일 검색수,합계,월간 클릭수,클릭률(%),경쟁도,블로그 문서 수,카페 문서 수,포화도',
      '캠핑,17016,< 10,17021,2009.4,1.48,높음,75726,,0.71',
      '',
    ]);
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    const csv = keywordsCsv([{ ...base, keyword: '캠핑, "차박"\n추천' }]);
    expect(csv).toContain('"캠핑, ""차박""\n추천",17016');
  });

  it('keeps text that looks like a formula from running in Excel', () => {
    const csv = keywordsCsv([{ ...base, keyword: '=HYPERLINK("x")' }, { ...base, keyword: '@SUM' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",`);
    expect(csv).toContain("\r\n'@SUM,");
  });

  it('has only the header for an empty table', () => {
    expect(keywordsCsv([])).toBe('\uFEFF키워드,PC 검색수,모바일 검색수,합계,월간 클릭수,클릭률(%),경쟁도,블로그 문서 수,카페 문서 수,포화도\r\n');
  });
});
