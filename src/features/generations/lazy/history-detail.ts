// An opened history post (its editor, SEO panel and score), a chunk of its own: /history loads this file only by
// import(), when a post is first opened (a feature's lazy/ files, docs/architecture.md).
export { HistoryDetail } from '../components/history-detail';
