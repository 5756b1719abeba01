/** Who owns what a request creates or reads, and who pays for it: a signed-in member, or a visitor's temporary account. */
export type Owner = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string };

export const ownerColumns = (owner: Owner) =>
  owner.kind === 'user' ? { ownerUserId: owner.userId, ownerVisitorId: null } : { ownerUserId: null, ownerVisitorId: owner.visitorId };

export const ownerKey = (owner: Owner) => (owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.visitorId}`);
