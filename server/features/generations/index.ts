// The generations feature's public surface for other features and jobs; the rest stays private.
export { getOwnGeneration, settleAbandonedGenerations, updateGeneration } from './generations.service';
export { claimVisitorHistory } from './history.service';
export { runGeneration, startGenerationRun } from './run-generation';
export { fetchWriterBrief } from './writer-brief';
export { listSharedStamps, readShared, toSharedPost } from './sharing.service';
export { generationsRoutes } from './generations.routes';
export { sharedRoutes } from './shared.routes';
