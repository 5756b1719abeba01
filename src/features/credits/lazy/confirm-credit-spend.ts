// The question before credits are spent, loaded only by import() when a spend needs it: the write page,
// the first screen of `/`, does not carry it (a feature's lazy/ files, docs/architecture.md).
export { confirmCreditSpend } from '../confirm-credit-spend';
