// The offline writer: a deterministic Korean blog draft composed from phrase banks when no LLM is set.
export { composeOfflineDraft } from './draft';
export { composeOfflineSection } from './section';
export { offlineTitleSuggestions } from './titles';
