import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import type { AccountHooks } from './account-hooks';
import type { UserRow } from './viewer';
import { clearVisitorToken, readVisitorToken } from './visitor-cookie';
import { findVisitor } from './visitors.service';

/**
 * A visitor who signs up or logs in on this browser keeps its history and uploaded photos: they move
 * to the member (once consented), and the visitor's cookie is dropped.
 */
export async function claimVisitor(c: Context<AppEnv>, user: Pick<UserRow, 'id' | 'grade'>, hooks: Pick<AccountHooks, 'visitorClaimed'>) {
  if (user.grade === '') return;
  const { db } = c.get('deps');
  const visitor = await findVisitor(db, readVisitorToken(c));
  if (!visitor) return;
  await hooks.visitorClaimed(db, visitor.id, user.id);
  clearVisitorToken(c);
}
