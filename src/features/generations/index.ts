// The generations feature as the rest of the SPA sees it: one streamed generation (the 지식iN page drafts
// with it), and the history's query keys, so a feature that changes a post (an inserted image) refreshes
// the history views; and the write page, the history and a shared post as the app assembles them.
export { type GenerationState, useGeneration } from './use-generation';
export { historyKeys } from './api/history-keys';
export { WriteWorkspace } from './components/write-workspace';
export type { SavedKeywords } from './components/saved-keyword-picker';
export { HistoryList } from './components/history-list';
export { SharedPost } from './components/shared-post';
