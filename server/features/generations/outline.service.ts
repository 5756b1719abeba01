import { type GenerationInput, OUTLINE_MAX_HEADINGS, type OutlineHeading, type OutlineReply, type WriterBrief } from '@contracts/generations';
import { offlineOutline } from '../../integrations/llm/offline-writer';
import type { AppDeps } from '../../lib/app-context';
import { buildOutlinePrompt, clipHeading, OUTLINE_MAX_OUTPUT_TOKENS, parseOutlineReply, withTickedQuestions } from '../prompts';

/**
 * The H2/H3 outline a post would follow, for the member to edit before writing: a short model call asked
 * for JSON (checked, and replaced by the offline outline when it is not what was asked), or offline the
 * outline the offline writer would use. Nothing is spent.
 */
export async function suggestOutline(
  { llm, logger }: Pick<AppDeps, 'llm' | 'logger'>,
  { input, brief, abortSignal }: { input: GenerationInput; brief: WriterBrief | null; abortSignal: AbortSignal },
): Promise<OutlineReply> {
  const outline = { ...input, outline: [] };
  const offline = () => fit(withTickedQuestions(offlineOutline(outline, brief), input.research.questions));
  if (llm.offline) return { outline: offline(), offline: true };
  const text = await llm.complete({ ...buildOutlinePrompt(outline, brief), maxOutputTokens: OUTLINE_MAX_OUTPUT_TOKENS, input: outline, brief, abortSignal });
  const parsed = parseOutlineReply(text, outline);
  if (!parsed) logger.info('outline answer was not the JSON asked for; the offline outline is used', { keyword: input.keyword, chars: text.length });
  return { outline: parsed ? fit(parsed) : offline(), offline: false };
}

/** Headings the write form can send back as they are: each within the heading limit, at most the outline limit. */
const fit = (outline: OutlineHeading[]): OutlineHeading[] =>
  outline
    .map((h) => ({ level: h.level, text: clipHeading(h.text) }))
    .filter((h) => h.text)
    .slice(0, OUTLINE_MAX_HEADINGS);
