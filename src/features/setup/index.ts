// The operator's checklist as the rest of the SPA sees it: the page's one component.
export { SetupChecklist } from './components/setup-checklist';
