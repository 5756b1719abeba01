import { describe, expect, it } from 'vitest';
import { generationInput, type GenerationInputDraft } from '@contracts/generations';
import { createDisclosureInserter, disclosureLine, stripPaymentClaims } from './post-honesty';

const input = (overrides: Partial<GenerationInputDraft>) => generationInput.parse({ keyword: '캠핑 의자', ...overrides });

describe('disclosureLine', () => {
  it('names the sponsor with the particle its last syllable takes', () => {
    const line = (sponsor: string) => disclosureLine(input({ disclosure: 'sponsored', sponsor, contentType: 'review' }));
    expect(line('글빛캠핑')).toBe('이 글은 글빛캠핑으로부터 제품을 무상으로 제공받아 작성했습니다.');
    expect(line('나이키')).toBe('이 글은 나이키로부터 제품을 무상으로 제공받아 작성했습니다.');
    // ㄹ받침 takes 로, like a vowel.
    expect(line('서울')).toBe('이 글은 서울로부터 제품을 무상으로 제공받아 작성했습니다.');
    expect(line('LG')).toBe('이 글은 LG로부터 제품을 무상으로 제공받아 작성했습니다.');
    expect(line('')).toBe('이 글은 업체로부터 제품을 무상으로 제공받아 작성했습니다.');
  });

  it('says 서비스 for a visit, and nothing unless the post is sponsored', () => {
    expect(disclosureLine(input({ disclosure: 'sponsored', sponsor: '성수 카페', contentType: 'visit' }))).toBe('이 글은 성수 카페로부터 서비스를 무상으로 제공받아 작성했습니다.');
    expect(disclosureLine(input({ disclosure: 'none', sponsor: '글빛' }))).toBeNull();
    expect(disclosureLine(input({ disclosure: 'self-paid' }))).toBeNull();
  });
});

describe('createDisclosureInserter', () => {
  const LINE = '이 글은 글빛으로부터 제품을 무상으로 제공받아 작성했습니다.';
  const run = (pieces: string[]) => {
    const inserter = createDisclosureInserter(LINE);
    const out = pieces.map((p) => inserter.push(p));
    return { text: out.join('') + inserter.end(), out };
  };

  it('puts the line right under the title, however the title arrives', () => {
    const expected = `# 캠핑 의자 후기\n\n${LINE}\n\n가볍습니다.`;
    expect(run(['# 캠핑 의자 후기\n\n가볍습니다.']).text).toBe(expected);
    expect(run(['#', ' 캠핑', ' 의자 후기', '\n', '\n', '가볍', '습니다.']).text).toBe(expected);
    expect(run(['# 캠핑 의자 후기\n가볍습니다.']).text).toBe(expected);
  });

  it('passes the title through as it streams, holding back only the first character', () => {
    const { out } = run(['#', ' 캠핑', ' 의자']);
    expect(out).toEqual(['', '# 캠핑', ' 의자']);
  });

  it('opens a post without a title line with it, and adds it under a title that never ended', () => {
    expect(run(['가볍고 ', '튼튼합니다.']).text).toBe(`${LINE}\n\n가볍고 튼튼합니다.`);
    expect(run(['## 소제목\n', '본문']).text).toBe(`${LINE}\n\n## 소제목\n본문`);
    expect(run(['# 제목만']).text).toBe(`# 제목만\n\n${LINE}\n`);
    expect(run([]).text).toBe('');
    expect(run(['  ']).text).toBe('');
  });
});

describe('stripPaymentClaims', () => {
  it('takes #내돈내산 out of the hashtags and 내돈내산 out of headings', () => {
    const md = '# 캠핑 의자 내돈내산 솔직 후기\n\n가볍습니다.\n\n#캠핑의자 #내돈내산 #캠핑\n\n#내돈내산';
    expect(stripPaymentClaims(md)).toBe('# 캠핑 의자 솔직 후기\n\n가볍습니다.\n\n#캠핑의자 #캠핑\n');
  });

  it('removes the sentences that say who paid and keeps the rest of the paragraph', () => {
    const md = [
      '# 캠핑 의자',
      '',
      '제 돈 주고 산 의자라 솔직하게 적어요. 무게는 1.2kg이에요.',
      '',
      '협찬 없이 쓴 후기입니다.',
      '',
      '- 제가 직접 구매했어요. 색은 카키예요.',
      '',
      '사비로 샀습니다! 광고 아닙니다.',
      '',
      '구매하기 전에 무게를 꼭 확인하세요.',
    ].join('\n');
    expect(stripPaymentClaims(md)).toBe('# 캠핑 의자\n\n무게는 1.2kg이에요.\n\n- 색은 카키예요.\n\n구매하기 전에 무게를 꼭 확인하세요.');
  });

  it('never touches the disclosure line, and gives back an honest post byte for byte', () => {
    const line = '이 글은 글빛으로부터 제품을 무상으로 제공받아 작성했습니다.';
    const md = `# 제목\n\n${line}\n\n\n\n본문입니다.   \n`;
    expect(stripPaymentClaims(md, line)).toBe(md);
  });
});
