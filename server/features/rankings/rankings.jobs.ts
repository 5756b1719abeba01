import { every, type JobDefinition } from '../../lib/job-definition';
import { rankNow } from './rank-clock';
import { RANK_ROUND_JOB } from './rank-admin.service';
import { type RankDeps, runRankChecks } from './rank-run.service';
import { RANK_NOW_JOB } from './rank-targets.service';

export const RANK_TICK_JOB = 'rankings.tick';

const log = (deps: RankDeps, what: string, summary: Awaited<ReturnType<typeof runRankChecks>>) => {
  if (summary.calls || summary.checked || summary.discovered || summary.failed) deps.logger.info(what, summary);
};

/**
 * The rank jobs on the job runner: every minute one instance checks what is due (new publications first
 * within a minute or two, the rest at each keyword's minute of the day); '지금 확인' and an admin's round
 * each run as a job of their own. A check runs once across instances: each Search API call is claimed in
 * the database and each reading is one row per post, list and day.
 */
export const rankJobs = (deps: RankDeps): JobDefinition[] => [
  {
    name: RANK_TICK_JOB,
    periodic: { slot: every(60_000), runOnStart: true },
    async run({ now, signal }) {
      log(deps, 'rank checks', await runRankChecks(deps, { now: rankNow(deps.env, now), mode: 'tick', signal }));
    },
  },
  {
    name: RANK_NOW_JOB,
    maxAttempts: 3,
    async run({ now, payload, signal }) {
      const targetId = typeof payload.targetId === 'string' ? payload.targetId : '';
      log(deps, 'rank check asked by a member', await runRankChecks(deps, { now: rankNow(deps.env, now), mode: 'now', targetIds: [targetId], signal }));
    },
  },
  {
    name: RANK_ROUND_JOB,
    maxAttempts: 3,
    async run({ now, signal }) {
      log(deps, 'rank round started by an admin', await runRankChecks(deps, { now: rankNow(deps.env, now), mode: 'round', signal }));
    },
  },
];
