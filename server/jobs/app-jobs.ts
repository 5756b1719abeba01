import type { ReportDeps } from '../features/reports';
import type { BriefSource } from '../lib/app-context';
import type { Sealer } from '../lib/crypto';
import { newInstanceId } from '../lib/instance';
import { ABANDONED_SWEEP_JOB, abandonedSweepJob } from './abandoned-sweep.job';
import { automationRunJob, automationsTickJob } from './automations.job';
import { imagesSweepJob } from './images-sweep.job';
import { mailRetryJob } from './mail-retry.job';
import type { JobDefinition } from '../lib/job-definition';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../lib/job-runner';
import { paymentSweepJob } from './payment-sweep.job';
import { purgeDeletionsJob } from './purge-deletions.job';
import { purgeJobsJob } from './purge-jobs.job';
import { purgeLookupsJob } from './purge-lookups.job';
import { purgeVisitorsJob } from './purge-visitors.job';
import { reportSendJob } from './report-send.job';
import { vipExpiryJob } from './vip-expiry.job';
import { weeklyReportJob } from './weekly-report.job';
import type { FileStorage } from '../integrations/storage/file-storage';
import { publishJob } from './publish.job';
import { rankJobs } from '../features/rankings';

/**
 * What the jobs need: the reports' deps and the sealer that opens queued mails. Publishing needs file
 * storage too; without it (a bare test) its job is not run here. `instanceId` names this instance in the
 * rank checks' search claims.
 */
export type AppJobDeps = ReportDeps & { sealer: Sealer; storage?: FileStorage; briefs?: BriefSource; instanceId: string };

/** Every job this app runs; a new kind of job is one handler file and one line here. */
export const appJobs = (deps: AppJobDeps): JobDefinition[] => [
  weeklyReportJob(deps),
  reportSendJob(deps),
  abandonedSweepJob({ db: deps.db, logger: deps.logger, timeoutMs: deps.env.LLM_TIMEOUT_MS }),
  purgeLookupsJob(deps.db),
  purgeDeletionsJob(deps.db),
  purgeVisitorsJob(deps.db, deps.logger),
  purgeJobsJob(deps.db),
  imagesSweepJob(deps.db, deps.env),
  vipExpiryJob(deps),
  paymentSweepJob(deps),
  mailRetryJob(deps),
  automationsTickJob(deps),
  automationRunJob(deps),
  ...(deps.storage ? [publishJob({ ...deps, storage: deps.storage })] : []),
  ...rankJobs(deps),
];

export type StartedJobs = {
  runner: JobRunner | null;
  /** What routes use to run the jobs they queued now rather than at the next poll. */
  scheduler?: { runDue(): void };
  /** Another instance is gone: take its jobs over and settle its streaming posts now (a sweep and a tick). */
  instanceGone(): void;
  stop(): Promise<void>;
};

/**
 * Starts this instance's job runner, unless SCHEDULER_ENABLED=false: then this instance runs no job
 * at all (not even the start-up sweep) and leaves them to the others.
 */
export function startJobs(deps: Omit<AppJobDeps, 'instanceId'>, options: Partial<Omit<JobRunnerOptions, 'db' | 'logger'>> = {}): StartedJobs {
  if (!deps.env.SCHEDULER_ENABLED) {
    deps.logger.info('SCHEDULER_ENABLED=false: this instance runs no scheduled jobs');
    return { runner: null, instanceGone: () => undefined, stop: async () => undefined };
  }
  const instanceId = options.instanceId ?? newInstanceId();
  const runner = createJobRunner({ db: deps.db, logger: deps.logger, instanceId, jobs: appJobs({ ...deps, instanceId }), ...options });
  return {
    runner,
    scheduler: { runDue: () => runner.kick() },
    instanceGone: () => void runner.enqueue(ABANDONED_SWEEP_JOB).catch((err: unknown) => deps.logger.warn('abandoned sweep not enqueued', { error: err instanceof Error ? err.message : String(err) })),
    stop: () => runner.stop(),
  };
}
