import { COMPARE_ITEM, COMPARE_RECOMMEND, COMPARE_RECOMMEND_LINES, COMPARE_TABLE_HEADING, type Profile } from './banks/compare-parts';
import { sectionBlock, table } from './blocks';
import { choose, fixedSlot, mergedSlot, say, slot } from './context';
import type { Block, Context, Item } from './post-model';
import { at, shuffle } from './random';

// The blocks only a 비교 분석 (compare) post has: one per item, the comparison table and the recommendations.

export function compareItemBlock(ctx: Context, item: Item): Block {
  const extra = item.vars;
  const spent = item.name !== item.ref && ctx.kwUsed >= ctx.kwMax;
  const title = choose(ctx, spent ? COMPARE_ITEM.refHeading : COMPARE_ITEM.heading, extra);
  if (ctx.input.length === 'short') {
    const subs = [{ heading: [], pool: COMPARE_ITEM.pros }, { heading: [], pool: COMPARE_ITEM.cons }];
    return { heading: title, slots: [mergedSlot(ctx, COMPARE_ITEM.intro, subs, extra)], tail: [], body: true };
  }
  const slots = [
    slot(ctx, null, COMPARE_ITEM.intro, 2, extra),
    slot(ctx, choose(ctx, COMPARE_ITEM.prosHeading, extra), COMPARE_ITEM.pros, Infinity, extra),
    slot(ctx, choose(ctx, COMPARE_ITEM.consHeading, extra), COMPARE_ITEM.cons, Infinity, extra),
  ];
  return { heading: title, slots, tail: [], body: true };
}

export function compareTableBlock(ctx: Context): Block {
  const { items } = ctx;
  const row = (label: string, key: keyof Profile) => [label, ...items.map((i) => i.vars[key] ?? '')];
  // A short post comparing many items keeps only the two rows that matter most, to stay near its length.
  const compact = ctx.input.length === 'short' && items.length > 3;
  const rows = compact
    ? [row('핵심 특징', 'feature'), row('추천 대상', 'target')]
    : [row('핵심 특징', 'feature'), row('장점', 'pro'), row('아쉬운 점', 'con'), row('추천 대상', 'target')];
  return {
    heading: choose(ctx, COMPARE_TABLE_HEADING),
    slots: [fixedSlot([say(ctx, '{items}의 차이를 표로 정리하면 다음과 [같다].')])],
    tail: [
      table(['항목', ...items.map((i) => i.ref)], rows),
      say(ctx, '표의 내용은 일반적인 기준으로 정리한 것이니 실제 사양과 가격은 결정하기 전에 꼭 다시 확인해 [보세요].'),
    ],
    body: true,
  };
}

export function recommendBlock(ctx: Context): Block {
  const block = sectionBlock(ctx, COMPARE_RECOMMEND, true);
  const lines = shuffle(ctx.rng, COMPARE_RECOMMEND_LINES);
  block.slots[0]?.taken.push(...ctx.items.map((item, i) => say(ctx, at(lines, i), item.vars)));
  return block;
}
