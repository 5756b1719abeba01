// The offline writer: an honest, deterministic skeleton of a Korean blog post when no LLM is set — the
// headings a post on the keyword needs, and under each a `[직접 작성: …]` slot saying what goes there.
export { composeOfflineDraft, offlineOutline } from './draft';
export { composeOfflineSection } from './section';
export { offlineTitleSuggestions } from './titles';
