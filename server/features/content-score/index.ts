// The content-score feature's public surface for other features: scoring a stored post for history.
export { contentScoreRoutes } from './content-score.routes';
export { scoreForHistory } from './content-score.service';
