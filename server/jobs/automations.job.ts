import { AUTOMATION_RUN_JOB, executeRun, queueDueRuns, type RunDeps } from '../features/automations';
import { every, type JobDefinition } from '../lib/job-definition';

export const AUTOMATIONS_TICK_JOB = 'automations.tick';

/**
 * Every minute one instance records the automation slots that have come (queued with their run job,
 * or logged as missed past the 6-hour window); runOnStart catches up at once after a restart.
 */
export const automationsTickJob = (deps: Pick<RunDeps, 'db' | 'logger'>): JobDefinition => ({
  name: AUTOMATIONS_TICK_JOB,
  periodic: { slot: every(60_000), runOnStart: true },
  async run({ now }) {
    const { queued, missed } = await queueDueRuns(deps.db, now);
    if (queued || missed) deps.logger.info('automation slots recorded', { queued, missed });
  },
});

/** One automation run (a slot or "run now"): writes the post with runGeneration and, for a blog target, schedules its publication. */
export const automationRunJob = (deps: RunDeps): JobDefinition => ({
  name: AUTOMATION_RUN_JOB,
  maxAttempts: 3,
  backoffMs: (attempt) => attempt * 60_000,
  async run({ payload, signal, now }) {
    const runId = typeof payload.runId === 'string' ? payload.runId : null;
    if (!runId) return;
    const status = await executeRun(deps, runId, now, signal);
    if (status) deps.logger.info('automation run finished', { runId, status });
  },
});
