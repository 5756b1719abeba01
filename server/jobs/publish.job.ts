import { PUBLISH_JOB, PUBLISH_MAX_ATTEMPTS, publishBackoffMs, type PublishDeps, runPublication } from '../features/publishing';
import type { JobDefinition } from '../lib/job-definition';

/**
 * One publication to WordPress or Blogger (or a Naver/Tistory pack's reminder), enqueued by
 * schedulePublication for its time. Retries after 1, 5 and 30 minutes on 429/5xx/network errors; a
 * runner that dies mid-way loses its lease and the next one finds the post already made.
 */
export const publishJob = (deps: PublishDeps): JobDefinition => ({
  name: PUBLISH_JOB,
  maxAttempts: PUBLISH_MAX_ATTEMPTS,
  backoffMs: publishBackoffMs,
  async run({ payload, attempt, now }) {
    await runPublication(deps, { publicationId: String(payload.publicationId), round: Number(payload.round ?? 0), attempt, now });
  },
});
