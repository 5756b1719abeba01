// Rank tracking as the rest of the SPA sees it: a post's badge (history list), a publication's rank (/vipHistory),
// this week's changes (/vip), and its two pages. A post's panel in history's detail loads from lazy/rank-panel.ts.
export { PostRankBadge, PublicationRank } from './components/post-rank';
export { RankChangesCard } from './components/rank-changes';
export { RankSummaryCard } from './components/rank-summary';
export { RankingsManager } from './components/rankings-manager';
export { AdminRankings } from './components/admin-rankings';
