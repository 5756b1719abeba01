// The accounts feature's public surface for other features and jobs; the rest stays private.
export { purgeOldDeletions } from './deleted-accounts.service';
export { resolveOwner } from './resolve-owner';
export { purgeIdleVisitors } from './visitors.service';
export { assertSameUser, isAdmin, readSignedIn, requireAdmin, requireConsented, requireSignedIn, type UserRow } from './viewer';
export { type AccountHooks } from './account-hooks';
export { sessionRoutes } from './session.routes';
export { usersRoutes } from './users.routes';
export { attachGeneratedAvatar } from './users.service';
