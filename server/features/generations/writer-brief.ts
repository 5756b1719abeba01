import type { WriterBrief } from '@contracts/generations';
import type { AppDeps } from '../../lib/app-context';
import type { Owner } from '../../lib/owner';

// The writer's research brief, read so that it can never stop a post: no source, a failure or an
// unavailable brief all mean the post is written without one.

type BriefDeps = Pick<AppDeps, 'logger'> & Partial<Pick<AppDeps, 'briefs'>>;

const failed = (deps: BriefDeps, keyword: string) => (err: unknown) => {
  deps.logger.warn('research brief not used', { keyword, error: err instanceof Error ? err.message : String(err) });
  return null;
};

/** The keyword's cached brief (no upstream call): what the write page's panel already fetched. */
export async function peekWriterBrief(deps: BriefDeps, keyword: string): Promise<WriterBrief | null> {
  try {
    return (await deps.briefs?.peek(keyword)) ?? null;
  } catch (err) {
    return failed(deps, keyword)(err);
  }
}

/** The keyword's brief, fetched when not cached: for posts written without the page (automations, 지식iN drafts). */
export async function fetchWriterBrief(deps: BriefDeps, keyword: string, on: { owner: Owner; background: boolean }): Promise<WriterBrief | null> {
  try {
    return (await deps.briefs?.fetch(keyword, on)) ?? null;
  } catch (err) {
    return failed(deps, keyword)(err);
  }
}
