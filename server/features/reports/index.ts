// The reports feature's public surface for the job runner.
export {
  enqueueSends,
  openScheduledRun,
  REPORT_SEND_ATTEMPTS,
  REPORT_SEND_JOB,
  type ReportDeps,
  reportSendBackoffMs,
  sendReport,
} from './report-jobs.service';
export { latestSlot } from './report-schedule';
export { latestReportKeywords } from './report-suggestions';
export { adminReportsRoutes } from './admin-reports.routes';
export { reportsRoutes } from './reports.routes';
