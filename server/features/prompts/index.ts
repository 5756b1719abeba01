// The prompts feature's public surface: the template a generation should use.
export { resolveTemplate } from './prompts.service';
export { buildPostPrompt, buildSectionPrompt, buildTitlesPrompt } from './prompt-builder';
export { promptsRoutes } from './prompts.routes';
