// The prompts feature's public surface: the template a generation should use, and the prompts themselves.
export { resolveTemplate } from './prompts.service';
export {
  buildOutlinePrompt,
  buildPostPrompt,
  buildSectionPrompt,
  buildTitlesPrompt,
  clipHeading,
  OUTLINE_MAX_OUTPUT_TOKENS,
  parseOutlineReply,
  withTickedQuestions,
} from './prompt-builder';
export { promptsRoutes } from './prompts.routes';
