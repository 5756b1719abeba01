// One post's rank history and chart, loaded by import() when a post is opened in /history (a feature's lazy/ files,
// docs/architecture.md).
export { PostRankPanel } from '../components/rank-panel';
