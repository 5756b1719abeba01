import { REPORT_SEND_ATTEMPTS, REPORT_SEND_JOB, type ReportDeps, reportSendBackoffMs, sendReport } from '../features/reports';
import type { JobDefinition } from '../lib/job-definition';

/**
 * One report mail to one subscriber. The runner's retries are the send's (after 1, 5, then 30 minutes)
 * and its dead letter the send's failure, which the admin's log shows and the resend button starts over.
 */
export function reportSendJob(deps: ReportDeps): JobDefinition {
  return {
    name: REPORT_SEND_JOB,
    maxAttempts: REPORT_SEND_ATTEMPTS,
    backoffMs: reportSendBackoffMs,
    run: ({ payload, attempt, now }) => sendReport(deps, { sendId: String(payload.sendId), attempt, now }),
  };
}
