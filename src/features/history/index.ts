// The history feature as the rest of the SPA sees it: its query keys, so a feature that changes a post
// (an inserted image) refreshes the history views.
export { historyKeys } from './api/history-keys';
