import { LENGTH_TARGETS, type LengthKey, type Platform } from '@contracts/generations-options';
import { formatCount } from '@/lib/format-count';

// Words that make a post look like spam or break advertising rules (표시·광고법, 의료법 등).
export const BANNED_WORDS = ['무조건', '100% 효과', '100% 보장', '최저가 보장', '완치', '부작용 없음', '대박', '클릭하세요', '공짜', '무료 증정', '돈 버는 법'];
// Korean readers read about 500 characters a minute.
export const READING_CHARS_PER_MINUTE = 500;

/** The text a reader sees: Markdown marks, table pipes and link targets removed. */
export function visibleText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/[|*_`~]/g, '');
}

export type PostStats = {
  withSpaces: number;
  withoutSpaces: number;
  keywordCount: number;
  /** Keyword characters ÷ characters without spaces, in percent. */
  density: number;
  readingMinutes: number;
  headings: number;
};

const countOccurrences = (haystack: string, needle: string) => {
  if (!needle) return 0;
  let count = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) count += 1;
  return count;
};

export function postStats(markdown: string, keyword: string): PostStats {
  const text = visibleText(markdown);
  const withSpaces = [...text.replace(/\n+/g, '')].length;
  const withoutSpaces = [...text.replace(/\s+/g, '')].length;
  const compactKeyword = keyword.replace(/\s+/g, '');
  const keywordCount = countOccurrences(text.replace(/\s+/g, ''), compactKeyword);
  const density = withoutSpaces ? Math.round(((keywordCount * [...compactKeyword].length) / withoutSpaces) * 1000) / 10 : 0;
  return {
    withSpaces,
    withoutSpaces,
    keywordCount,
    density,
    readingMinutes: Math.max(1, Math.round(withoutSpaces / READING_CHARS_PER_MINUTE)),
    headings: (markdown.match(/^#{2,3}\s+/gm) ?? []).length,
  };
}

export type CheckItem = { id: string; label: string; ok: boolean; hint: string };

/** The SEO checklist of the target platform (product scope "Write page"). */
export function seoChecklist(markdown: string, keyword: string, platform: Platform, length: LengthKey): CheckItem[] {
  const stats = postStats(markdown, keyword);
  const compact = (s: string) => s.replace(/\s+/g, '');
  const title = /^\s*#\s+(.+)$/m.exec(markdown)?.[1] ?? '';
  const firstParagraph = markdown.split(/\n\s*\n/).find((block) => block.trim() && !/^\s*#/.test(block)) ?? '';
  const target = LENGTH_TARGETS[length];
  const minLength = Math.round(target * 0.9);
  const banned = BANNED_WORDS.filter((w) => markdown.includes(w));
  const items: CheckItem[] = [
    { id: 'title', label: '제목에 키워드', ok: compact(title).includes(compact(keyword)), hint: '제목에 주 키워드를 넣으세요.' },
    { id: 'lead', label: '첫 문단에 키워드', ok: compact(firstParagraph).includes(compact(keyword)), hint: '도입 문단 첫 문장에 키워드를 넣으세요.' },
    { id: 'headings', label: '소제목 3개 이상', ok: stats.headings >= 3, hint: '## 또는 ### 소제목으로 글을 3개 이상 나누세요.' },
    {
      id: 'length',
      // 90% of the target counts as reached (the writer is asked for ±15%); the label says so.
      label: `분량 약 ${formatCount(target)}자 (공백 제외 ${formatCount(minLength)}자 이상)`,
      ok: stats.withoutSpaces >= minLength,
      hint: `지금 공백 제외 ${formatCount(stats.withoutSpaces)}자입니다. ${formatCount(minLength)}자 이상으로 채우세요.`,
    },
    {
      id: 'density',
      label: '키워드 밀도 0.5~3%',
      ok: stats.density >= 0.5 && stats.density <= 3,
      hint: stats.density > 3 ? '키워드가 너무 자주 나옵니다. 일부를 바꿔 쓰세요.' : '키워드를 본문에 조금 더 넣으세요.',
    },
    {
      id: 'banned',
      label: '금지어·스팸 단어 없음',
      ok: banned.length === 0,
      hint: banned.length ? `다음 표현을 바꾸세요: ${banned.join(', ')}` : '',
    },
  ];
  const titleLength = [...title.trim()].length;
  const summary = { id: 'summary', label: '마무리 요약', ok: /^##\s+.*(마무리|정리|결론|요약)/m.test(markdown), hint: '끝에 요약 섹션을 두세요.' };
  if (platform === 'naver') {
    // Naver's mobile view: short paragraphs, and hashtags that feed its tag search.
    const longParagraphs = markdown.split(/\n\s*\n/).filter((b) => !/^\s*[#|>-]/.test(b) && b.replace(/\s+/g, '').length > 300).length;
    items.push({ id: 'paragraphs', label: '짧은 문단 (모바일 가독성)', ok: longParagraphs === 0, hint: '300자가 넘는 문단을 나누세요.' });
    const tags = new Set(markdown.match(/(^|\s)#[^\s#]+/g)?.map((t) => t.trim()) ?? []);
    items.push({ id: 'hashtags', label: '해시태그 3개 이상', ok: tags.size >= 3, hint: '글 끝에 #키워드 형식의 해시태그를 3~5개 붙이세요.' });
  } else if (platform === 'tistory') {
    // Daum and Google cut long titles in their results.
    items.push({ id: 'title-length', label: '제목 40자 이내', ok: titleLength > 0 && titleLength <= 40, hint: `제목이 ${titleLength}자입니다. 40자 이내로 줄이세요.` });
    items.push(summary);
  } else {
    const lead = visibleText(firstParagraph).trim();
    items.push({ id: 'title-length', label: '제목 60자 이내 (검색 결과 제목)', ok: titleLength > 0 && titleLength <= 60, hint: `제목이 ${titleLength}자입니다. 60자 이내로 줄이세요.` });
    items.push({
      id: 'meta-lead',
      label: '도입 문단 160자 이내 (메타 설명)',
      ok: lead.length > 0 && [...lead].length <= 160,
      hint: '도입 문단을 160자 안쪽으로 요약하면 그대로 메타 설명으로 쓸 수 있습니다.',
    });
    items.push(summary);
  }
  return items;
}
