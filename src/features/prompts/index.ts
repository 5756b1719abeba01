// Prompt templates as the app sees them: the /prompts manager, and the templates the write page offers.
export { usePrompts } from './api/get-prompts';
export { PromptsManager } from './components/prompts-manager';
