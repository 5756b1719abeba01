// The reports feature's public surface for the job runner.
export { claimScheduledRun, enqueueSends, finishRuns, type JobDeps, processDueSends } from './report-jobs.service';
export { latestSlot } from './report-schedule';
export { latestReportKeywords } from './report-suggestions';
export { adminReportsRoutes } from './admin-reports.routes';
export { reportsRoutes } from './reports.routes';
