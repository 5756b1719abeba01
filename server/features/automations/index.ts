// The automations feature's public surface for the job runner and the VIP pages.
export { executeRun, queueDueRuns, type RunDeps } from './automation-runs.service';
export { AUTOMATION_RUN_JOB } from './automations.service';
export { assertBlogTarget } from './blog-target';
export { automationCalendar, recentRunProblems } from './automation-calendar';
export { automationsRoutes } from './automations.routes';
