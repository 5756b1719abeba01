// The research brief's public surface for other features (generation, automations, 지식iN).
export { getResearchBrief, peekResearchBrief } from './brief.service';
export type { BriefViewer, ResearchDeps } from './brief-viewer';
export { spendSearchBudget } from './search-budget';
export { researchBriefSource } from './brief-source';
export { researchRoutes } from './research.routes';
