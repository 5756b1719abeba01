// The operator's checklist (/admin/setup): its admin-only route.
export { setupAdminRoutes } from './setup.routes';
