import { describe, expect, it } from 'vitest';
import { streamedSoFar } from './streaming-markdown';

describe('streamedSoFar', () => {
  it.each([
    ['# 제목\n\n#', '# 제목\n\n'],
    ['# 제목\n\n## ', '# 제목\n\n'],
    ['# 제목\n\n   ###', '# 제목\n\n'],
    ['#', ''],
  ])('holds back a last line of only heading marks: %j', (streamed, shown) => {
    expect(streamedSoFar(streamed)).toBe(shown);
  });

  it.each([
    '# 제목\n\n## 소제목',
    '# 제목\n\n본문 #',
    '# 제목\n\n#해시태그',
    '# 제목\n\n    ## 코드 블록 안',
    '#제주 #여행',
  ])('keeps every other text as it is: %j', (streamed) => {
    expect(streamedSoFar(streamed)).toBe(streamed);
  });
});
