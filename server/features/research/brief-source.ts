import type { BriefSource } from '../../lib/app-context';
import { getResearchBrief, peekResearchBrief } from './brief.service';
import type { ResearchDeps } from './brief-viewer';

/**
 * The writer's view of research briefs: the cached brief for the write page and the outline (no upstream
 * call), a fetched one for posts written without the page. A member's own request counts against their
 * hourly limit; background work (an automation run) and a visitor's (who has no address here) count only
 * against the service's daily budget.
 */
export function researchBriefSource(deps: ResearchDeps): BriefSource {
  return {
    peek: (keyword) => peekResearchBrief(deps.db, keyword),
    fetch: async (keyword, { owner, background }) => {
      const viewer = background || owner.kind !== 'user' ? ({ kind: 'service' } as const) : ({ kind: 'member', userId: owner.userId } as const);
      const brief = await getResearchBrief(deps, { keyword, viewer });
      return brief.available ? brief : null;
    },
  };
}
