import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { assertConsented, readSignedIn } from '../../lib/viewer';
import { readVisitorToken } from '../accounts/visitor-cookie';
import { findVisitor } from '../accounts/visitors.service';
import { messages } from './generations.messages';

/** Who owns what a request creates or reads: the signed-in member, else this browser's visitor. */
export type Owner = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string };

export async function resolveOwner(c: Context<AppEnv>): Promise<Owner> {
  const signedIn = await readSignedIn(c);
  if (signedIn) {
    assertConsented(signedIn.user);
    return { kind: 'user', userId: signedIn.user.id };
  }
  const visitor = await findVisitor(c.get('deps').db, readVisitorToken(c));
  if (!visitor) throw new AppError('NO_VISITOR', messages.noVisitor, 401);
  return { kind: 'visitor', visitorId: visitor.id };
}

export const ownerColumns = (owner: Owner) =>
  owner.kind === 'user' ? { ownerUserId: owner.userId, ownerVisitorId: null } : { ownerUserId: null, ownerVisitorId: owner.visitorId };

export const ownerKey = (owner: Owner) => (owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.visitorId}`);
