import type { GenerationInput } from '@contracts/generations';
import { withJosa } from '@contracts/korean';

// What the server itself guarantees about every post, whoever wrote it (a model or the offline writer): a
// sponsored post opens with its disclosure, and no post claims who paid unless the member said so.

/**
 * The disclosure a sponsored post opens with, as Korea's rules on endorsement advertising ask: where a
 * reader sees it first, naming the sponsor with the particle its last syllable takes (로 / 으로).
 */
export function disclosureLine(input: Pick<GenerationInput, 'disclosure' | 'sponsor' | 'contentType'>): string | null {
  if (input.disclosure !== 'sponsored') return null;
  const sponsor = input.sponsor.replace(/\s+/g, ' ').trim();
  const from = sponsor ? `${withJosa(sponsor, '으로/로')}부터` : '업체로부터';
  const what = input.contentType === 'visit' ? '서비스를' : '제품을';
  return `이 글은 ${from} ${what} 무상으로 제공받아 작성했습니다.`;
}

/**
 * Puts `line` at the top of a streamed post: right under its "# 제목" line (the blog shows the title
 * apart, so the body's first line is the top), or before the text when it has no title line. Pieces
 * pass through at once; only the first characters wait until it is clear whether a title line starts.
 */
export function createDisclosureInserter(line: string) {
  let state: 'start' | 'title' | 'after' | 'done' = 'start';
  let held = '';
  const block = `${line}\n\n`;
  const afterTitle = (rest: string): string => {
    const text = rest.replace(/^[\r\n]+/, '');
    if (text) state = 'done';
    return text;
  };
  const inTitle = (piece: string): string => {
    const end = piece.indexOf('\n');
    if (end < 0) return piece;
    state = 'after';
    return `${piece.slice(0, end)}\n\n${block}${afterTitle(piece.slice(end + 1))}`;
  };
  return {
    push(piece: string): string {
      if (state === 'done') return piece;
      if (state === 'title') return inTitle(piece);
      if (state === 'after') return afterTitle(piece);
      held += piece;
      const text = held.trimStart();
      // "# " starts a title; "##", or anything else, means the post has none.
      if (text.length < 2 && !text.includes('\n')) return '';
      const out = held;
      held = '';
      if (/^#[ \t]/.test(text)) {
        state = 'title';
        return inTitle(out);
      }
      state = 'done';
      return `${block}${out}`;
    },
    /** What is left when the stream ends: a title line that never ended gets the line under it. */
    end(): string {
      if (state === 'title') return `\n\n${line}\n`;
      if (state === 'start' && held.trim()) {
        const out = held;
        held = '';
        state = 'done';
        return /^\s*#[ \t]/.test(out) ? `${out}\n\n${line}\n` : `${block}${out}`;
      }
      return '';
    },
  };
}

// Sentences that say who paid: '내돈내산', '제 돈 주고 샀어요', '사비로', '제가 직접 구매했어요', '협찬 아님'.
const CLAIM_WORD = /#?내돈내[산먹구](?:템|후기)?/g;
const CLAIMS = [
  /내돈내[산먹구]/,
  /(?:제|내|저의|나의)\s*돈\s*(?:으로|주고|들여|내고|내서)/,
  /(?:사비|자비|생돈)\s*(?:로|으로|를 들여|을 들여)/,
  /(?:제가|내가|저는|나는|저도|나도)\s*[^.!?\n]{0,20}?(?:구매|구입|결제)(?:했|해서|하여|하였|한\s*(?:제품|물건|것))/,
  /직접\s*(?:구매|구입|결제)(?:했|해서|하여|하였|한\s*(?:제품|물건|것))/,
  /(?:협찬|광고|지원|원고료)\s*(?:을|를|은|는|이|가)?\s*(?:받지\s*않|아니|아닙|아님|아닌|없이|없는|0원|X)/,
  /(?:비용|돈|값)\s*(?:을|은|도)?\s*(?:제가|내가|직접|전부|모두)\s*(?:냈|내고|부담|지불)/,
];

const isClaim = (sentence: string) => CLAIMS.some((re) => re.test(sentence));
const tidy = (text: string) => text.replace(/[ \t]{2,}/g, ' ').replace(/\(\s*\)|\[\s*\]/g, '').trim();

/** One line without its claims: a heading or list of hashtags loses the words, prose loses the sentences. */
function stripLine(line: string): string | null {
  const heading = /^(#{1,6}\s+)(.*)$/.exec(line);
  if (heading) return `${heading[1]}${tidy((heading[2] ?? '').replace(CLAIM_WORD, ''))}`;
  if (/^\s*#[^\s#]/.test(line)) {
    const tags = tidy(line.replace(CLAIM_WORD, ''));
    return tags ? tags : null;
  }
  const [, prefix = '', body = ''] = /^(\s*(?:[-*+]\s+|\d+[.)]\s+|>\s*)?)(.*)$/.exec(line) ?? [];
  if (!isClaim(body)) return line;
  const kept = body.split(/(?<=[.!?])\s+/).filter((s) => !isClaim(s));
  const text = tidy(kept.join(' ').replace(CLAIM_WORD, ''));
  return text ? `${prefix}${text}` : null;
}

/**
 * The post without any claim about who paid: used when the member did not say they paid themselves
 * (a sponsored post, or one that says nothing). `keep` (the disclosure line) is never touched.
 */
export function stripPaymentClaims(markdown: string, keep: string | null = null): string {
  let changed = false;
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    const kept = line === keep ? line : stripLine(line);
    if (kept !== line) changed = true;
    if (kept !== null) out.push(kept);
  }
  // A removed paragraph leaves no run of blank lines behind; an untouched post comes back byte for byte.
  return changed ? out.join('\n').replace(/\n{3,}/g, '\n\n') : markdown;
}

/** Whether the post's text is filtered for payment claims: always, unless the member said they paid. */
export const filtersPaymentClaims = (input: Pick<GenerationInput, 'disclosure'>) => input.disclosure !== 'self-paid';
