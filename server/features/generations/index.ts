// The generations feature's public surface for other features and jobs; the rest stays private.
export { claimVisitorHistory, getOwnGeneration, type GenerationRow, settleAbandonedGenerations, updateGeneration } from './generations.service';
export { type GenerationResult, type GenerationSink, runGeneration, startGenerationRun } from './run-generation';
export { listSharedStamps, readShared, toSharedPost } from './generations.service';
export { generationsRoutes } from './generations.routes';
export { sharedRoutes } from './shared.routes';
