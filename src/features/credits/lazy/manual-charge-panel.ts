// The manual-charge form and its schema, a chunk of their own: the page that shows the form loads this
// file only by import() (a feature's lazy/ files, docs/architecture.md).
export { ManualChargePanel } from '../components/manual-charge-panel';
