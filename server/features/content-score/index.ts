// The content-score feature's public surface for other features: scoring a stored post for history.
export { contentScoreRoutes } from './content-score.routes';
export { type ContentScoreDeps, scoreForHistory, scoreGeneration, type ScoredPost } from './content-score.service';
export { type GetTopTitles, topTitlesReader } from './top-titles';
