import type { GenerationInput, OutlineHeading, WriterBrief } from '@contracts/generations';
import { bodyParts, closingPart, faqParts, type Part, summaryPart } from './blocks';
import { createContext, fill, say, slot, wantsFaq } from './context';
import { placeNotes } from './notes';
import { outlineParts } from './outline-parts';
import { type Context, IMAGE_COUNT, LIST_COUNT, type Section, type Skeleton } from './post-model';
import { mulberry32 } from './random';
import { renderSkeleton } from './render-post';
import { titleCandidates } from './titles';

// Composes the offline draft: an honest skeleton. Headings come from the member's outline, the research
// brief (real questions, recurring topics) and the keyword's kind; under each, a slot says what to write.

/** The parts of a post written without an outline from the member. */
export function defaultParts(ctx: Context): Part[] {
  const { input } = ctx;
  const body = bodyParts(ctx);
  const table = input.options.table && input.contentType !== 'compare' ? [summaryPart(ctx, body)] : [];
  return [...body, ...table, ...(wantsFaq(ctx) ? faqParts(ctx) : []), closingPart(ctx)];
}

/** Puts each note line under the part it is about; a part that got notes asks for them to be written out. */
function withNotes(ctx: Context, parts: Part[]): Map<Part, string[]> {
  const targets = parts.filter((p) => p.guide !== null && p.hints.length > 0).sort((a, b) => a.priority - b.priority);
  const fallbackPart = parts.find((p) => p.guide !== null && p.priority <= 5) ?? parts.find((p) => p.guide !== null);
  const placed = new Map<Part, string[]>();
  if (ctx.notes.length === 0 || !fallbackPart) return placed;
  const fallback = targets.includes(fallbackPart) ? targets.indexOf(fallbackPart) : targets.length;
  for (const [index, lines] of placeNotes(ctx.notes, targets, fallback)) placed.set(targets[index] ?? fallbackPart, lines);
  return placed;
}

function toSections(ctx: Context, parts: Part[]): Section[] {
  const notes = withNotes(ctx, parts);
  return parts.map((p) => {
    const lines = notes.get(p) ?? [];
    const guide = p.guide === null ? [] : [slot(lines.length > 0 ? `위 메모를 문장으로 풀어 쓰기 — ${p.guide}` : p.guide)];
    return { level: p.level, heading: p.heading, body: [...lines.map((text) => ({ type: 'note' as const, text })), ...guide, ...p.extra] };
  });
}

/** Each sub-keyword not already a heading is asked for in one body slot, spread over the body. */
function withSubKeywords(ctx: Context, parts: Part[]): Part[] {
  const pending = ctx.input.subKeywords.filter((sub) => !parts.some((p) => p.heading.includes(sub)));
  const body = parts.filter((p) => p.guide !== null && p.priority < 9);
  const spots = body.length > 0 ? body : parts.filter((p) => p.guide !== null);
  if (pending.length === 0 || spots.length === 0) return parts;
  const asked = new Map<Part, string[]>();
  pending.forEach((sub, i) => {
    const spot = spots[Math.floor(((i + 0.5) * spots.length) / pending.length)] as Part;
    asked.set(spot, [...(asked.get(spot) ?? []), sub]);
  });
  return parts.map((p) => {
    const subs = asked.get(p);
    return subs ? { ...p, guide: `${p.guide} — 보조 키워드 ${subs.map((s) => `'${s}'`).join(', ')}도 넣어 쓰기` } : p;
  });
}

/** Image notes spread over the body sections that have a slot: what photo to take goes there. */
function placeImages(ctx: Context, sections: Section[]) {
  if (!ctx.input.options.imagePlaceholders) return;
  const spots = sections.filter((s) => s.body.some((u) => u.type === 'slot') && !s.body.some((u) => u.type === 'raw'));
  const count = Math.min(IMAGE_COUNT[ctx.input.length], spots.length);
  for (let k = 0; k < count; k++) {
    const target = spots[Math.floor(((k + 0.5) * spots.length) / count)];
    target?.body.push({ type: 'raw', text: `> 📷 이미지: ${target.heading} — 직접 찍은 사진` });
  }
}

function hashtags(ctx: Context): string {
  const raw = [ctx.input.keyword, ...ctx.input.subKeywords.slice(0, 2), ...ctx.kind.tags];
  const tags = [...new Set(raw.map((t) => t.replace(/[^\p{L}\p{N}_]/gu, '')).filter((t) => t && !t.includes('내돈내산')))].slice(0, 5);
  return tags.map((t) => `#${t}`).join(' ');
}

export function buildSkeleton(input: GenerationInput, brief: WriterBrief | null): { ctx: Context; skeleton: Skeleton } {
  const ctx = createContext(input, brief, 'draft');
  const title = titleCandidates(input, mulberry32(ctx.seed), LIST_COUNT[input.length])[0] ?? input.keyword;
  const parts = withSubKeywords(ctx, input.outline.length > 0 ? outlineParts(ctx, defaultParts) : defaultParts(ctx));
  const sections = toSections(ctx, parts);
  placeImages(ctx, sections);
  const lead = [say(ctx, ctx.kind.lead), slot(fill(ctx, ctx.kind.leadSlot))];
  return { ctx, skeleton: { title, lead, sections, hashtags: input.platform === 'naver' ? hashtags(ctx) : null } };
}

/** A complete Markdown skeleton for the input, the same bytes every time, used when no LLM is configured. */
export function composeOfflineDraft(input: GenerationInput, brief: WriterBrief | null = null): string {
  const { ctx, skeleton } = buildSkeleton(input, brief);
  return renderSkeleton(ctx, skeleton);
}

/** The headings the offline draft would have: the outline offered when no LLM is set (or its answer is unusable). */
export function offlineOutline(input: GenerationInput, brief: WriterBrief | null = null): OutlineHeading[] {
  const ctx = createContext({ ...input, outline: [] }, brief, 'draft');
  return defaultParts(ctx).map((p) => ({ level: p.level, text: p.heading }));
}
