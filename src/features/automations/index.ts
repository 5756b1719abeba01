// The automations feature as the /automation page assembles it.
export { AutomationForm } from './components/automation-form';
export { AutomationList } from './components/automation-list';
export { RunLog } from './components/run-log';
