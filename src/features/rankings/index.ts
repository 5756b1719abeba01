// Rank tracking as the rest of the SPA sees it: a post's badge (history list), a publication's rank
// (/vipHistory), a post's panel (history detail), this week's changes (/vip), and its two pages.
export { PostRankBadge, PublicationRank } from './components/post-rank';
export { PostRankPanel } from './components/rank-panel';
export { RankChangesCard } from './components/rank-changes';
export { RankSummaryCard } from './components/rank-summary';
export { RankingsManager } from './components/rankings-manager';
export { AdminRankings } from './components/admin-rankings';
