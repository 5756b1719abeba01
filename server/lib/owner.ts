/**
 * Who owns what a request creates or reads, and who pays for it: a signed-in member, or a visitor's
 * temporary account. `historyVersion`: the owner's history version (history_versions) as read together
 * with the owner for this request, null when they never had a post; absent when it was not read.
 */
export type Owner = ({ kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string }) & { historyVersion?: string | null };

export const ownerColumns = (owner: Owner) =>
  owner.kind === 'user' ? { ownerUserId: owner.userId, ownerVisitorId: null } : { ownerUserId: null, ownerVisitorId: owner.visitorId };

export const ownerKey = (owner: Owner) => (owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.visitorId}`);
