import type { LengthKey } from '@contracts/generations';
import { ADVICE, SIGN_OFF_BLOG, SIGN_OFF_NAVER } from './banks/shared';
import { LIST_ITEMS, LIST_SECTION, LIST_SUB_ITEM } from './banks/list-items';
import type { SectionDef, SubDef } from './banks/types';
import { choose, fixedSlot, hasKwSlot, mergedSlot, say, slot } from './context';
import { type Block, type Context, FAQ_COUNT, FAQ_HEADING, LENGTH_RANK, LIST_COUNT, type Slot } from './post-model';
import { shuffle } from './random';
import type { Vars } from './template';

// The H2 blocks every content type can have: bank sections, the numbered list, summary table, FAQ and closing.

export const includes = (def: SectionDef, length: LengthKey) => !def.from || LENGTH_RANK[length] >= LENGTH_RANK[def.from];

/** One H2 section: an intro and H3 subsections in medium/long posts, everything merged in short ones. */
export function sectionBlock(ctx: Context, def: SectionDef, needKw: boolean, extra: Vars = {}): Block {
  const title = choose(ctx, def.heading, extra, needKw);
  const subs = def.subs ?? [];
  if (subs.length === 0) return { heading: title, slots: [slot(ctx, null, def.pool, Infinity, extra)], tail: [], body: true };
  if (ctx.input.length === 'short') {
    return { heading: title, slots: [mergedSlot(ctx, def.pool, subs, extra)], tail: [], body: true };
  }
  const slots = [
    slot(ctx, null, def.pool, 2, extra),
    ...subs.map((s) => slot(ctx, choose(ctx, s.heading, extra), s.pool, Infinity, extra, s.ordered)),
  ];
  return { heading: title, slots, tail: [], body: true };
}

export function listBlock(ctx: Context, needKw: boolean): Block {
  const { input } = ctx;
  const n = LIST_COUNT[input.length];
  const subItems = input.subKeywords.slice(0, 2);
  const [first, ...rest] = LIST_ITEMS;
  if (!first) throw new Error('offline-writer: empty list bank');
  const others = shuffle(ctx.rng, rest)
    .slice(0, n - 1 - subItems.length)
    .sort((x, y) => rest.indexOf(x) - rest.indexOf(y));
  const entries: { def: SubDef; extra: Vars }[] = [first, ...others].map((def) => ({ def, extra: {} }));
  subItems.forEach((sub, i) => entries.splice(1 + i * 2, 0, { def: LIST_SUB_ITEM, extra: { sub } }));
  const title = choose(ctx, LIST_SECTION.heading, {}, needKw);
  // A sub-keyword item stops at three sentences so its name does not crowd the paragraph.
  const items = entries.map(({ def, extra }, i) =>
    slot(ctx, `${i + 1}. ${choose(ctx, def.heading, extra)}`, def.pool, def === LIST_SUB_ITEM ? 3 : Infinity, extra),
  );
  return { heading: title, slots: [slot(ctx, null, LIST_SECTION.pool, 1), ...items], tail: [], body: true };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function summaryBlock(ctx: Context, listTitles: readonly string[]): Block {
  const { input, bank } = ctx;
  const subject = { info: '주제', review: '제품', visit: '장소', list: '주제', compare: '주제' }[input.contentType];
  const rows: string[][] =
    input.contentType === 'list'
      ? listTitles.map((title) => title.split('. ')).map(([num, ...text]) => [num ?? '', text.join('. ')])
      : [
          [subject, input.keyword],
          ...(input.contentType === 'compare' && ctx.items.length <= 3 ? [['비교 대상', ctx.items.map((i) => i.ref).join(', ')]] : []),
          ...bank.table.map(([k, v]) => [k, v]),
          ...(input.subKeywords.length > 0 && !ctx.items.some((i) => i.ref === input.subKeywords[0])
            ? [['함께 볼 키워드', input.subKeywords.join(', ')]]
            : []),
        ];
  const header = input.contentType === 'list' ? ['번호', '포인트'] : ['항목', '내용'];
  return { heading: '한눈에 보는 요약', slots: [fixedSlot([say(ctx, '핵심 내용을 표로 한 번 더 [정리했다].')])], tail: [table(header, rows)], body: false };
}

export function faqBlock(ctx: Context): Block {
  const { input, bank } = ctx;
  const max = input.platform === 'naver' ? 2 : 3;
  const slots = shuffle(ctx.rng, bank.faq)
    .slice(0, FAQ_COUNT[input.length])
    .map((faq): Slot => ({
      heading: `Q. ${choose(ctx, faq.q)}`,
      queue: faq.a.map((a) => ({ text: say(ctx, a), hasKw: hasKwSlot(a), followUp: false })),
      taken: [],
      max,
      image: null,
    }));
  return { heading: FAQ_HEADING, slots, tail: [], body: false };
}

export function closingBlock(ctx: Context): Block {
  const { input, bank } = ctx;
  const signOff = input.platform === 'naver' ? SIGN_OFF_NAVER : SIGN_OFF_BLOG;
  const sentences = [choose(ctx, bank.summary), ...(input.length === 'short' ? [] : [choose(ctx, ADVICE)]), choose(ctx, signOff)];
  return { heading: '마무리', slots: [fixedSlot(sentences)], tail: [], body: false };
}

export function hashtags(ctx: Context): string {
  const raw = [ctx.input.keyword, ...ctx.input.subKeywords.slice(0, 2), ...ctx.bank.tags];
  const tags = [...new Set(raw.map((t) => t.replace(/[^\p{L}\p{N}_]/gu, '')).filter(Boolean))].slice(0, 5);
  return tags.map((t) => `#${t}`).join(' ');
}
