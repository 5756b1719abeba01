import { claimScheduledRun, enqueueSends, type JobDeps, latestSlot } from '../features/reports';
import type { JobDefinition } from '../lib/job-definition';
import { sendDueReports } from './report-sends.job';

export const WEEKLY_REPORT_JOB = 'reports.weekly';
// A server that was down at the slot still sends within a day; after that the week is skipped.
export const CATCH_UP_MS = 24 * 3_600_000;

/**
 * The weekly keyword report: one job per weekly slot (REPORT_WEEKDAY at REPORT_HOUR_KST). It claims
 * the slot's run in report_runs (whose unique slot index stays the admin's log and a second guard),
 * queues one send per subscriber and starts sending at once; the rest go out with the sends job.
 */
export function weeklyReportJob(deps: JobDeps): JobDefinition {
  return {
    name: WEEKLY_REPORT_JOB,
    periodic: {
      slot: (now) => {
        const slot = latestSlot(now, deps.env.REPORT_WEEKDAY, deps.env.REPORT_HOUR_KST);
        return now.getTime() - slot.getTime() < CATCH_UP_MS ? slot : null;
      },
    },
    async run({ now, payload }) {
      const slot = typeof payload.slot === 'string' ? new Date(payload.slot) : latestSlot(now, deps.env.REPORT_WEEKDAY, deps.env.REPORT_HOUR_KST);
      // A slot whose job waited past the catch-up window (every instance was down) is skipped, as before.
      if (now.getTime() - slot.getTime() >= CATCH_UP_MS) return;
      // The run and its sends commit together: a sends pass (here or on another instance) never sees
      // the run without its sends and closes it, and a retry after a crash finds either both or neither.
      const claimed = await deps.db.transaction(async (tx) => {
        const txDeps = { ...deps, db: tx };
        const runId = await claimScheduledRun(txDeps, now);
        return runId ? { runId, queued: await enqueueSends(txDeps, runId, now) } : null;
      });
      if (!claimed) return;
      deps.logger.info('weekly keyword report run claimed', { ...claimed, slot: slot.toISOString() });
      await sendDueReports(deps, now);
    },
  };
}
