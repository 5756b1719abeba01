// The research brief's public surface for other features (generation, automations, 지식iN).
export { type BriefViewer, getResearchBrief, peekResearchBrief, type ResearchDeps } from './brief.service';
export { spendSearchBudget } from './search-budget';
export { researchBriefSource } from './brief-source';
export { researchRoutes } from './research.routes';
