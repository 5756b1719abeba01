// The credits parts the app loads lazily, each a chunk of its own (the manual-charge form and the admin
// consoles, with their schemas): index.ts re-exports these loaders, and holds no code itself, so that
// importing the feature never ties these chunks to the first bundle (docs/architecture.md).
export const loadManualChargePanel = () => import('./components/manual-charge-panel');
export const loadAdminOrders = () => import('./components/admin-orders');
export const loadAdminPackages = () => import('./components/admin-packages');
export const loadAdminMembers = () => import('./components/admin-members');
