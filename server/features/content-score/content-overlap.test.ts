import { describe, expect, it } from 'vitest';
import { FILLED_POST, OTHER_POST, SKELETON_POST } from '@contracts/testing/content-score-posts';
import { sharedShare, shinglesOf } from './content-overlap';

const share = (a: string, b: string) => sharedShare(shinglesOf(a), shinglesOf(b));

describe('shinglesOf and sharedShare', () => {
  it('reads an identical post as all shared and an unrelated one as nothing shared', () => {
    expect(share(FILLED_POST, FILLED_POST)).toBe(1);
    expect(share(FILLED_POST, OTHER_POST)).toBe(0);
  });

  it('ignores Markdown marks, spacing between paragraphs and letter case', () => {
    const plain = FILLED_POST.replace(/^#+ /gm, '').replaceAll('\n\n', '\n').replaceAll('Q.', 'q');
    expect(share(plain, FILLED_POST)).toBe(1);
    expect(share('**Naver** 블로그 [글쓰기](https://blog.naver.com) 도구 모음 정리', 'naver 블로그 글쓰기 도구 모음 정리')).toBe(1);
  });

  it('counts the share of the first post found in the second, so half a post copied reads as half', () => {
    const half = FILLED_POST.slice(0, FILLED_POST.indexOf('## 셋째 날'));
    expect(share(half, FILLED_POST)).toBe(1);
    const s = share(FILLED_POST, half);
    expect(s).toBeGreaterThan(0.35);
    expect(s).toBeLessThan(0.65);
  });

  it('leaves the [직접 작성] slots out, and has no shingles in a text of fewer than five words', () => {
    const slotsOnly = '[직접 작성: 메뉴와 가격을 직접 먹어 본 대로] [직접 작성: 메뉴와 가격을 직접 먹어 본 대로]';
    expect(shinglesOf(slotsOnly).size).toBe(0);
    expect(shinglesOf('네 단어만 있는 글').size).toBe(0);
    expect(shinglesOf(SKELETON_POST).size).toBeGreaterThan(0);
    expect(sharedShare(new Set(), shinglesOf(FILLED_POST))).toBe(0);
  });
});
