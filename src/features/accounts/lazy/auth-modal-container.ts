// The sign-in, sign-up and password dialogs, a chunk of their own: the app loads this file only by import(),
// the first time a dialog is needed (a feature's lazy/ files, docs/architecture.md).
export { AuthModalContainer } from '../components/auth-modal-container';
