import type { GenerationInput, OutlineReply, WriterBrief } from '@contracts/generation';
import type { AppDeps } from '../../lib/app-context';
import { offlineOutline } from '../../integrations/llm/offline-writer';
import { buildOutlinePrompt, OUTLINE_MAX_OUTPUT_TOKENS, parseOutlineReply, withTickedQuestions } from '../../lib/prompt-builder';

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
  const offline = () => withTickedQuestions(offlineOutline(outline, brief), input.research.questions);
  if (llm.offline) return { outline: offline(), offline: true };
  const text = await llm.complete({ ...buildOutlinePrompt(outline, brief), maxOutputTokens: OUTLINE_MAX_OUTPUT_TOKENS, input: outline, brief, abortSignal });
  const parsed = parseOutlineReply(text, outline);
  if (!parsed) logger.info('outline answer was not the JSON asked for; the offline outline is used', { keyword: input.keyword, chars: text.length });
  return { outline: parsed ?? offline(), offline: false };
}
