// The sign-in, sign-up and password dialogs, a chunk of their own that the app fetches the first time one
// is needed: index.ts re-exports the loader, and holds no code itself (docs/architecture.md).
export const loadAuthModals = () => import('./components/auth-modal-container');
