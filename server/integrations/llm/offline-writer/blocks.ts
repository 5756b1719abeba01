import { WRITE_YOURSELF_PREFIX } from '@contracts/generations';
import { withJosa } from '@contracts/korean';
import type { Facet, SubFacet } from './banks/types';
import { fill, questionsOf, slot, topicsOf } from './context';
import { CLOSING_HEADING, type Context, CRITERIA_HEADINGS, FACET_COUNT, FAQ_HEADING, LIST_COUNT, type Unit } from './post-model';

// The sections each content type is built from. A part is a heading and what its slot asks for; the
// member's notes are placed later, under the part whose hints they mention.

export type Part = {
  level: 2 | 3;
  heading: string;
  /** What the slot asks for; null for a heading whose content is in the parts under it. */
  guide: string | null;
  /** Words that pull a note line under this part (facets first, then bad, good, basics, why). */
  hints: readonly string[];
  /** Lower runs first when notes are placed. */
  priority: number;
  extra: Unit[];
};

export const ROLE_HINTS = {
  why: ['이유', '계기', '고른', '골랐', '선택', '찾게'],
  basics: ['주소', '위치', '주차', '영업', '예약', '체크인', '가는 길', '역에서'],
  good: ['좋았', '좋은', '만족', '맛있', '최고', '편했', '편하', '장점'],
  bad: ['아쉬', '별로', '불편', '단점', '비싸', '실망', '느렸', '시끄', '싫'],
  who: ['추천', '재방문', '다시 갈', '다시 살', '맞는', '대상'],
} as const;

export const part = (level: 2 | 3, heading: string, guide: string | null, hints: readonly string[] = [], priority = 9): Part => ({
  level,
  heading,
  guide,
  hints,
  priority,
  extra: [],
});

const withKeyword = (ctx: Context, heading: string) => (heading.includes(ctx.input.keyword) ? heading : `${ctx.input.keyword} ${heading}`);

type Planned = { heading: string; guide: string; subs: readonly SubFacet[]; hints: readonly string[] };

/** The body sections: research topics first (each with the facet it is about, if any), then the kind's facets. */
export function plannedFacets(ctx: Context, count: number): Planned[] {
  const { kind, input } = ctx;
  const open = kind.facets.filter((f) => !f.skip?.includes(input.contentType));
  const used = new Set<Facet>();
  const fromTopics = topicsOf(ctx).map((topic): Planned => {
    const facet = open.find((f) => !used.has(f) && f.hints.some((h) => topic.includes(h) || h.includes(topic)));
    if (facet) used.add(facet);
    return {
      heading: topic,
      guide: facet ? `${fill(ctx, facet.guide)} — ${withJosa(`'${topic}'`, '을/를')} 중심으로` : `'${topic}'에 대해 — ${fill(ctx, kind.fallback)}`,
      subs: facet?.subs ?? [],
      hints: [topic, ...(facet?.hints ?? [])],
    };
  });
  const rest = open
    .filter((f) => !used.has(f))
    .map((f): Planned => ({ heading: fill(ctx, f.name), guide: fill(ctx, f.guide), subs: f.subs ?? [], hints: f.hints }));
  return [...fromTopics, ...rest.slice(0, Math.max(0, count - fromTopics.length))];
}

/** H2 per planned facet, with its H3s in medium and long posts; the first two name the keyword. */
function facetParts(ctx: Context, planned: readonly Planned[]): Part[] {
  const deep = ctx.input.length !== 'short';
  return planned.flatMap((p, i) => {
    const heading = i < 2 ? withKeyword(ctx, p.heading) : p.heading;
    const subs = deep ? p.subs : [];
    return [part(2, heading, p.guide, p.hints, 0), ...subs.map(([name, guide]) => part(3, fill(ctx, name), fill(ctx, guide), [name], 0))];
  });
}

function goodBadParts(ctx: Context): Part[] {
  const { experience } = ctx.kind;
  if (ctx.input.length === 'short') {
    const both = part(2, '좋았던 점과 아쉬운 점', fill(ctx, experience.good), ROLE_HINTS.good, 2);
    both.extra.push(slot(fill(ctx, experience.bad)));
    return [both];
  }
  return [part(2, '좋았던 점과 아쉬운 점', null), part(3, '좋았던 점', fill(ctx, experience.good), ROLE_HINTS.good, 2), part(3, '아쉬운 점', fill(ctx, experience.bad), ROLE_HINTS.bad, 1)];
}

function infoParts(ctx: Context): Part[] {
  return facetParts(ctx, plannedFacets(ctx, FACET_COUNT.info[ctx.input.length]));
}

function reviewParts(ctx: Context): Part[] {
  const { experience } = ctx.kind;
  return [
    part(2, `${ctx.input.keyword}, 고른 이유`, fill(ctx, experience.why), ROLE_HINTS.why, 4),
    ...facetParts(ctx, plannedFacets(ctx, FACET_COUNT.review[ctx.input.length])),
    ...goodBadParts(ctx),
    part(2, '추천하는 사람과 아닌 사람', fill(ctx, experience.who), ROLE_HINTS.who, 5),
  ];
}

function visitParts(ctx: Context): Part[] {
  const { experience } = ctx.kind;
  return [
    part(2, `${ctx.input.keyword} 위치와 이용 정보`, fill(ctx, experience.basics), ROLE_HINTS.basics, 3),
    ...facetParts(ctx, plannedFacets(ctx, FACET_COUNT.visit[ctx.input.length])),
    ...goodBadParts(ctx),
    part(2, '다시 간다면', fill(ctx, experience.who), ROLE_HINTS.who, 5),
  ];
}

function listParts(ctx: Context): Part[] {
  const n = LIST_COUNT[ctx.input.length];
  const planned = plannedFacets(ctx, n);
  // A kind with fewer facets than items lends its smaller headings as items.
  const subs = planned.flatMap((p) => p.subs.map(([name, guide]): Planned => ({ heading: fill(ctx, name), guide: fill(ctx, guide), subs: [], hints: [name] })));
  const items = [...planned, ...subs].slice(0, Math.max(n, planned.length));
  return [
    part(2, `${ctx.input.keyword}, 고른 기준`, `이 ${items.length}가지를 고른 기준 — 예: ${ctx.kind.criteria.join(', ')}`),
    part(2, `${ctx.input.keyword} ${items.length}가지`, null),
    ...items.map((item, i) => part(3, `${i + 1}. ${item.heading}`, item.guide, item.hints, 0)),
  ];
}

/** The items a comparison compares: the sub-keywords, or two unnamed candidates the member names. */
export function compareItems(ctx: Context): { name: string; named: boolean }[] {
  const subs = ctx.input.subKeywords;
  return subs.length >= 2 ? subs.map((name) => ({ name, named: true })) : ['첫 번째 후보', '두 번째 후보'].map((name) => ({ name, named: false }));
}

function compareParts(ctx: Context): Part[] {
  const { kind, input } = ctx;
  const items = compareItems(ctx);
  const criteria = kind.criteria.slice(0, CRITERIA_HEADINGS[input.length]);
  const cell = (criterion: string) => `[${WRITE_YOURSELF_PREFIX}: ${criterion}]`;
  const table = [
    `| 항목 | ${items.map((i) => i.name).join(' | ')} |`,
    `| --- | ${items.map(() => '---').join(' | ')} |`,
    ...kind.criteria.map((c) => `| ${c} | ${items.map(() => cell(c)).join(' | ')} |`),
  ].join('\n');
  const overview = part(2, `${input.keyword} 한눈에 비교`, null);
  overview.extra.push({ type: 'raw', text: table });
  return [
    part(2, `${input.keyword} 비교 기준`, `무엇을 기준으로 비교했는지와 그 이유 — 예: ${kind.criteria.join(', ')}`),
    ...items.flatMap((item) => {
      const intro = item.named ? `${item.name}의 특징 한두 문장과 ${kind.criteria.join('·')}` : `비교할 대상의 이름(소제목도 그 이름으로)과 ${kind.criteria.join('·')}`;
      return [part(2, item.named ? item.name : `${input.keyword} ${item.name}`, intro, [item.name], 0), ...criteria.map((c) => part(3, `${item.name} ${c}`, `${item.name}의 ${c} — ${fill(ctx, kind.fallback)}`, [], 0))];
    }),
    overview,
    part(2, '상황별 추천', fill(ctx, kind.experience.who), ROLE_HINTS.who, 5),
  ];
}

const BUILDERS = { info: infoParts, review: reviewParts, visit: visitParts, list: listParts, compare: compareParts };

/** The body of the post for its content type, before the summary table, the FAQ and the closing. */
export const bodyParts = (ctx: Context): Part[] => BUILDERS[ctx.input.contentType](ctx);

/** A summary table of the body's H2 headings, each with a slot for its one-line summary. */
export function summaryPart(ctx: Context, body: readonly Part[]): Part {
  const rows = body.filter((p) => p.level === 2 && p.guide !== null).map((p) => `| ${p.heading.replace(/\|/g, '\\|')} | [${WRITE_YOURSELF_PREFIX}: 한 줄 요약] |`);
  const summary = part(2, '한눈에 보는 요약', null);
  summary.extra.push({ type: 'raw', text: ['| 항목 | 내용 |', '| --- | --- |', ...rows].join('\n') });
  return summary;
}

export function faqParts(ctx: Context): Part[] {
  return [part(2, FAQ_HEADING, null), ...questionsOf(ctx).map((q) => part(3, q, fill(ctx, ctx.kind.answer)))];
}

export const closingPart = (ctx: Context): Part => part(2, CLOSING_HEADING, fill(ctx, ctx.kind.closing));
