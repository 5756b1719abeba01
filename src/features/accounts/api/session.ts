import type { SessionResponse, VisitorRecord } from '@contracts/accounts';
import { apiFetch } from '@/lib/api-client';

/** GET /api/session: loads and refreshes the session, or reports the visitor. */
export const fetchSession = () => apiFetch<SessionResponse>('/api/session', { silent: true });

/** POST /api/visitors: reuses the visitor of this browser or creates one. */
export const createVisitor = () =>
  apiFetch<{ visitor: VisitorRecord; created: boolean }>('/api/visitors', { method: 'POST', body: {}, silent: true });
