import { api, call } from '@/lib/api';

/** GET /api/session: loads and refreshes the session, or reports the visitor. */
export const fetchSession = () => call(api.session.$get(), { silent: true });

/** POST /api/visitors: reuses the visitor of this browser or creates one. */
export const createVisitor = () => call(api.visitors.$post(), { silent: true });
