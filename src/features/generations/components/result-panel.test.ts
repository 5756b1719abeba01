import { describe, expect, it } from 'vitest';
import { replaceSection } from './result-panel';

describe('replaceSection', () => {
  it('swaps one ## section and keeps the rest', () => {
    const post = '# 제목\n\n도입\n\n## 하나\n\n옛 문단\n\n### 작은 제목\n\n옛 내용\n\n## 둘\n\n그대로';
    expect(replaceSection(post, '하나', '## 하나\n\n새 문단')).toBe('# 제목\n\n도입\n\n## 하나\n\n새 문단\n\n## 둘\n\n그대로');
    expect(replaceSection(post, '없는 제목', '## x')).toBe(post);
  });
});
