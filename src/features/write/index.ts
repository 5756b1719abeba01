// The write feature as the rest of the SPA sees it: one streamed generation (the 지식iN page drafts with it).
export { type GenerationState, useGeneration } from './use-generation';
