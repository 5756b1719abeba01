// Rank tracking as the rest of the server sees it: its routes, its jobs, what the data export and the
// weekly report mail take from it. Everything else stays inside.
export { adminRankingsRoutes, rankingsRoutes } from './rankings.routes';
export { rankJobs } from './rankings.jobs';
export { runRankChecks, type RankDeps } from './rank-run.service';
export { rankHistoryCsv, rankHistoryRows } from './rank-csv';
export { weeklyRankSection } from './rank-mail';
