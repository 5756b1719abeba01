// The weekly keyword report as the app assembles it: the subscriber's settings and past reports, and the admin console.
export { useReportSettings } from './api/get-report-settings';
export { AdminReportConsole } from './components/admin-report-console';
export { ReportHistory } from './components/report-history';
export { ReportSettingsPanel } from './components/report-settings-panel';
