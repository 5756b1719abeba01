import { finishRuns, type JobDeps, processDueSends } from '../features/reports';
import { every, type JobDefinition } from '../lib/job-definition';

export const REPORT_SENDS_JOB = 'reports.send-due';
// How often due report mails (new, retried after 1, 5 or 30 minutes, resent by an admin) are looked for.
export const REPORT_SENDS_EVERY_MS = 30_000;

/** Sends every report mail that is due, then closes runs with nothing left to send. */
export async function sendDueReports(deps: JobDeps, now: Date) {
  while ((await processDueSends(deps, now)) > 0) {
    // keep going while sends are due
  }
  await finishRuns(deps, now);
}

/**
 * Each mail keeps its own claim, retries and failed state in report_sends (the admin's log and
 * resend button read them), so this job only drives them; a failed pass is not retried, the next
 * slot 30 seconds later is.
 */
export function reportSendsJob(deps: JobDeps): JobDefinition {
  return {
    name: REPORT_SENDS_JOB,
    maxAttempts: 1,
    periodic: { slot: every(REPORT_SENDS_EVERY_MS) },
    run: ({ now }) => sendDueReports(deps, now),
  };
}
