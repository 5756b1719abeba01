// The generations feature as the rest of the SPA sees it: one streamed generation (the 지식iN page drafts
// with it), and the history's query keys, so a feature that changes a post (an inserted image) refreshes
// the history views.
export { type GenerationState, useGeneration } from './use-generation';
export { historyKeys } from './api/history-keys';
