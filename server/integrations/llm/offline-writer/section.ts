import type { GenerationInput, WriterBrief } from '@contracts/generations';
import { createContext, questionsOf, slot } from './context';
import { defaultParts } from './draft';
import { placeNotes } from './notes';
import { partFor } from './outline-parts';
import type { Part } from './blocks';
import { at, hashString } from './random';
import { renderSection } from './render-post';

// Rewrites one section offline: the heading stays, and the slot under it says again what to write there,
// with one writing tip that changes with each rewrite.

const TIPS = [
  '숫자(시간·금액·횟수)를 한 가지 이상 넣으면 읽는 사람이 따라 하기 쉬워요',
  '장소·제품·메뉴 이름은 줄이지 말고 정확한 이름으로',
  '바뀔 수 있는 정보는 확인한 날짜를 함께',
  '직접 찍은 사진 한 장을 이 섹션 가운데에',
  '두세 문장씩 짧은 문단으로 나누면 모바일에서 읽기 편해요',
] as const;

/** One section under the given heading; another `variant` gives another tip for the same heading. */
export function composeOfflineSection(input: GenerationInput, heading: string, variant: number, brief: WriterBrief | null = null): string {
  const v = Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0;
  const ctx = createContext({ ...input, outline: [] }, brief, 'section');
  const known = new Map<string, Part>();
  for (const p of defaultParts(ctx)) if (!known.has(p.heading)) known.set(p.heading, p);
  const found = partFor(ctx, { level: 2, text: heading }, { underFaq: questionsOf(ctx).includes(heading), children: false, known });
  const guide = found.guide ?? `'${heading}'에 들어갈 내용`;
  const tip = at(TIPS, (hashString(`${input.keyword}:${heading}`) % TIPS.length) + v);
  const notes = found.hints.length > 0 ? (placeNotes(ctx.notes, [found], 1).get(0) ?? []) : [];
  const body = [...notes.map((text) => ({ type: 'note' as const, text })), slot(`${notes.length ? '위 메모를 문장으로 풀어 쓰기 — ' : ''}${guide} — 팁: ${tip}`)];
  return `${renderSection({ level: 2, heading, body }).join('\n\n')}\n`;
}
