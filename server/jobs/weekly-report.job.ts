import { enqueueSends, latestSlot, openScheduledRun, type ReportDeps } from '../features/reports';
import type { JobDefinition } from '../lib/job-definition';

export const WEEKLY_REPORT_JOB = 'reports.weekly';
// A server that was down at the slot still sends within a day; after that the week is skipped.
export const CATCH_UP_MS = 24 * 3_600_000;

/**
 * The weekly keyword report: one job per weekly slot (REPORT_WEEKDAY at REPORT_HOUR_KST). It opens the
 * slot's run (the admin's log) and queues one send job per subscriber, which the runner sends at once.
 */
export function weeklyReportJob(deps: ReportDeps): JobDefinition {
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
      // A slot whose job waited past the catch-up window (every instance was down) is skipped.
      if (now.getTime() - slot.getTime() >= CATCH_UP_MS) return;
      // The run, its sends and their jobs commit together: a retry after a crash finds all or none.
      const opened = await deps.db.transaction(async (tx) => {
        const runId = await openScheduledRun(tx, slot);
        return runId ? { runId, queued: await enqueueSends(tx, runId, now) } : null;
      });
      if (opened) deps.logger.info('weekly keyword report run opened', { ...opened, slot: slot.toISOString() });
    },
  };
}
