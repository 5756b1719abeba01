// The research brief's public surface for other features (generation, automations, 지식iN).
export { peekResearchBrief } from './brief.service';
export { researchBriefSource } from './brief-source';
export { researchRoutes } from './research.routes';
