// The research brief's public surface for other features (the keyword page; the write page's panel).
export { fetchResearchBrief, researchBriefQuery, type ResearchBriefReply, useResearchBrief } from './api/get-research-brief';
export { researchKeys } from './api/research-keys';
export { BriefOverview, BriefStat, BriefTopPosts, dotDate } from './components/brief-overview';
export { messages as researchMessages } from './messages';
