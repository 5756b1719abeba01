import { type GenerationInput, WRITE_YOURSELF_PREFIX, type WriterBrief } from '@contracts/generations';
import { kindOf } from './banks';
import { splitNotes } from './notes';
import { BRIEF_TOPICS, type Context, FAQ_COUNT, type Unit } from './post-model';
import { hashString } from './random';
import { fillValues, render } from './template';

// One composition's state, and the helpers that turn templates into the post's sentences and slots.

export function createContext(input: GenerationInput, brief: WriterBrief | null, salt: string): Context {
  const seed = hashString(JSON.stringify([input.keyword, input.subKeywords, input.contentType, input.tone, input.length, input.platform, salt]));
  return { input, brief, kind: kindOf(input.keyword, input.subKeywords), vars: { kw: input.keyword }, notes: splitNotes(input.experienceNotes), seed };
}

/** A template with its values filled in (no tone: guidance is addressed to the member). */
export const fill = (ctx: Context, template: string) => fillValues(template, ctx.vars);

/** A sentence of the post, in the post's tone. */
export const say = (ctx: Context, template: string): Unit => ({ type: 'say', text: render(template, ctx.input.tone, ctx.vars) });

/** A visible slot `[직접 작성: …]` saying what only the member can write there (`guide` is final text, never a template). */
export const slot = (guide: string): Unit => ({ type: 'slot', text: `[${WRITE_YOURSELF_PREFIX}: ${guide.replace(/[[\]]/g, '')}]` });

/** The topics the post covers: those the member ticked, else the brief's most recurring ones. */
export function topicsOf(ctx: Context): string[] {
  const ticked = ctx.input.research.topics;
  if (ticked.length > 0) return ticked;
  return (ctx.brief?.topics ?? [])
    // A topic that is part of the keyword ('제주' in '제주도 여행') is no section of its own.
    .filter((t) => t.count >= BRIEF_TOPICS.minCount && t.text.trim() && !ctx.input.keyword.includes(t.text.trim()))
    .slice(0, BRIEF_TOPICS.max)
    .map((t) => t.text.trim());
}

/** The FAQ's questions: those the member ticked, else the brief's real 지식iN questions, else the kind's usual ones. */
export function questionsOf(ctx: Context): string[] {
  const { input, brief, kind } = ctx;
  if (input.research.questions.length > 0) return input.research.questions;
  const real = (brief?.questions ?? []).map((q) => q.title.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (real.length > 0) return [...new Set(real)].slice(0, FAQ_COUNT[input.length]);
  return kind.faq.slice(0, FAQ_COUNT[input.length]).map((q) => fill(ctx, q));
}

/** Whether the post has a FAQ: asked for, or the member ticked questions to answer. */
export const wantsFaq = (ctx: Context) => ctx.input.options.faq || ctx.input.research.questions.length > 0;
