// The research brief's public surface for other features (the keyword page; the write page's panel).
export { useResearchBrief } from './api/get-research-brief';
export { researchKeys } from './api/research-keys';
export { BriefOverview, BriefStat, BriefTopPosts } from './components/brief-overview';
export { ResearchPanel } from './components/research-panel';
export { messages as researchMessages } from './messages';
export { readPicks, usePanelOpen, useResearchPicks } from './research-picks';
