import { describe, expect, it } from 'vitest';
import { postStats, seoChecklist, visibleText } from './post-stats';

const post = [
  '# 강아지 산책 완벽 정리',
  '',
  '강아지 산책은 매일 필요해요. 오늘은 산책 방법을 알려 드려요.',
  '',
  '## 강아지 산책 준비물',
  '',
  '목줄과 물을 챙겨요.',
  '',
  '## 산책 시간',
  '',
  '아침이나 저녁이 좋아요.',
  '',
  '## 마무리',
  '',
  '강아지 산책을 즐겨 보세요.',
].join('\n');

describe('post statistics', () => {
  it('counts characters with and without spaces on the visible text', () => {
    expect(visibleText('## 제목\n**굵게** [링크](https://x.kr)')).toBe('제목\n굵게 링크');
    const s = postStats('# 가 나\n\n다라 마', '가');
    expect(s.withSpaces).toBe(7);
    expect(s.withoutSpaces).toBe(5);
  });

  it('counts keyword repetitions ignoring spaces, density and reading time', () => {
    const s = postStats(post, '강아지 산책');
    expect(s.keywordCount).toBe(4);
    expect(s.density).toBeGreaterThan(10);
    expect(s.readingMinutes).toBe(1);
    expect(s.headings).toBe(3);
  });
});

describe('SEO checklist', () => {
  it('checks title, first paragraph, subheadings, length, density and banned words', () => {
    const items = Object.fromEntries(seoChecklist(post, '강아지 산책', 'naver', 'short').map((i) => [i.id, i.ok]));
    expect(items).toMatchObject({ title: true, lead: true, headings: true, length: false, density: false, banned: true, paragraphs: true });
  });

  it('flags spam words', () => {
    const banned = seoChecklist(`${post}\n\n무조건 100% 효과!`, '강아지 산책', 'tistory', 'short').find((i) => i.id === 'banned');
    expect(banned?.ok).toBe(false);
    expect(banned?.hint).toContain('무조건');
  });

  it('says in its label what length counts as reached', () => {
    const length = seoChecklist(post, '강아지 산책', 'naver', 'medium').find((i) => i.id === 'length');
    expect(length?.label).toBe('분량 약 2,000자 (공백 제외 1,800자 이상)');
    const long = `# 강아지 산책\n\n강아지 산책 이야기.\n\n${'가'.repeat(1800)}`;
    expect(seoChecklist(long, '강아지 산책', 'naver', 'medium').find((i) => i.id === 'length')?.ok).toBe(true);
  });

  it('gives each platform its own checks', () => {
    const ids = (platform: 'naver' | 'tistory' | 'wordpress') => seoChecklist(post, '강아지 산책', platform, 'short').map((i) => i.id);
    expect(ids('naver')).toEqual(expect.arrayContaining(['paragraphs', 'hashtags']));
    expect(ids('tistory')).toEqual(expect.arrayContaining(['title-length', 'summary']));
    expect(ids('wordpress')).toEqual(expect.arrayContaining(['title-length', 'meta-lead', 'summary']));
    expect(ids('tistory')).not.toContain('meta-lead');
    const tagged = `${post}\n\n#강아지 #산책 #반려견`;
    expect(seoChecklist(tagged, '강아지 산책', 'naver', 'short').find((i) => i.id === 'hashtags')?.ok).toBe(true);
    expect(seoChecklist(post, '강아지 산책', 'naver', 'short').find((i) => i.id === 'hashtags')?.ok).toBe(false);
    const longTitle = `# ${'강아지 산책 '.repeat(10)}\n\n강아지 산책 이야기.`;
    expect(seoChecklist(longTitle, '강아지 산책', 'wordpress', 'short').find((i) => i.id === 'title-length')?.ok).toBe(false);
  });
});
