import { purgeOldDeletions } from '../features/accounts/deleted-accounts.service';
import { purgeOldLookups } from '../features/keywords/lookup.service';
import { claimScheduledRun, enqueueSends, finishRuns, type JobDeps, processDueSends } from '../features/reports/report-jobs.service';
import { latestSlot } from '../features/reports/report-schedule';

export const SCHEDULER_INTERVAL_MS = 30_000;
// A server that was down at the slot still sends within a day; after that the week is skipped.
export const CATCH_UP_MS = 24 * 3_600_000;
const CLEANUP_EVERY_MS = 60 * 60_000;

export type Scheduler = { tick(): Promise<void>; kick(): void; stop(): void };

/**
 * Every instance runs this loop; the database decides who does what (the weekly slot is claimed by
 * one INSERT, sends by conditional UPDATEs), so the weekly send happens once however many instances
 * run, and survives restarts because all of its state is in tables.
 */
export function startReportScheduler(
  deps: JobDeps,
  { intervalMs = SCHEDULER_INTERVAL_MS, autoStart = true, clock = () => new Date() }: { intervalMs?: number; autoStart?: boolean; clock?: () => Date } = {},
): Scheduler {
  let running: Promise<void> | null = null;
  let lastCleanup = Number.NEGATIVE_INFINITY;
  const work = async () => {
    const now = clock();
    const slot = latestSlot(now, deps.env.REPORT_WEEKDAY, deps.env.REPORT_HOUR_KST);
    if (now.getTime() - slot.getTime() < CATCH_UP_MS) {
      const runId = await claimScheduledRun(deps, now);
      if (runId) {
        const queued = await enqueueSends(deps, runId, now);
        deps.logger.info('weekly keyword report run claimed', { runId, queued, slot: slot.toISOString() });
      }
    }
    while ((await processDueSends(deps, now)) > 0) {
      // keep going while sends are due
    }
    await finishRuns(deps, now);
    if (now.getTime() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime();
      await purgeOldLookups(deps.db, now);
      await purgeOldDeletions(deps.db, now);
    }
  };
  const tick = () => {
    running ??= work()
      .catch((err: unknown) => deps.logger.error('report scheduler tick failed', { error: err instanceof Error ? err.message : String(err) }))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = autoStart ? setInterval(() => void tick(), intervalMs) : undefined;
  timer?.unref();
  if (autoStart) void tick();
  return { tick, kick: () => void tick(), stop: () => clearInterval(timer) };
}
