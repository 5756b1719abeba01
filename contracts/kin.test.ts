import { describe, expect, it } from 'vitest';
import { decodeEntities, kinPlainText, kinSearchQuery, kinSegments } from './kin';

describe('kinSegments', () => {
  it('turns Naver’s <b> marks into highlighted pieces and decodes its entities', () => {
    expect(kinSegments('<b>캠핑</b> <b>의자</b> &quot;추천&quot; &amp; 후기')).toEqual([
      { text: '캠핑', bold: true },
      { text: ' ', bold: false },
      { text: '의자', bold: true },
      { text: ' "추천" & 후기', bold: false },
    ]);
  });

  it('never lets markup through: other tags are dropped, escaped tags stay text', () => {
    const segments = kinSegments('<img src=x onerror=alert(1)>질문 <script>alert(2)</script>&lt;script&gt;끝');
    expect(segments.map((s) => s.text).join('')).toBe('질문 alert(2)<script>끝');
    expect(segments.every((s) => !s.bold)).toBe(true);
  });

  it('gives plain text for the generator and titles', () => {
    expect(kinPlainText('  <b>제주</b>   한달살기 &#39;꿀팁&#39; &#x1F600; ')).toBe("제주 한달살기 '꿀팁' 😀");
    expect(decodeEntities('&#xD800; &unknown; &#0;')).toBe('&#xD800; &unknown; &#0;');
  });
});

describe('kinSearchQuery', () => {
  it('defaults to 정확도순, the first page of 10', () => {
    expect(kinSearchQuery.parse({ q: ' 캠핑 ' })).toEqual({ q: '캠핑', sort: 'sim', start: 1, display: 10 });
  });
  it('keeps display within 1–100 and start within 1–1000', () => {
    expect(kinSearchQuery.safeParse({ q: '캠핑', display: '100', start: '1000' }).success).toBe(true);
    expect(kinSearchQuery.safeParse({ q: '캠핑', display: '101' }).success).toBe(false);
    expect(kinSearchQuery.safeParse({ q: '캠핑', start: '1001' }).success).toBe(false);
    expect(kinSearchQuery.safeParse({ q: '캠핑', start: '1.5' }).success).toBe(false);
  });
});
