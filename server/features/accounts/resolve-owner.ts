import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import type { Owner } from '../../lib/owner';
import { assertConsented, readSignedIn } from './viewer';
import { messages } from './accounts.messages';
import { readVisitorToken } from './visitor-cookie';
import { findVisitorAndHistory } from './visitors.service';

/** The owner of what this request creates or reads: the signed-in (consented) member, else this browser's visitor. */
export async function resolveOwner(c: Context<AppEnv>): Promise<Owner> {
  const signedIn = await readSignedIn(c);
  if (signedIn) {
    assertConsented(signedIn.user);
    return signedIn.historyVersion === undefined ? { kind: 'user', userId: signedIn.user.id } : { kind: 'user', userId: signedIn.user.id, historyVersion: signedIn.historyVersion };
  }
  const found = await findVisitorAndHistory(c.get('deps').db, readVisitorToken(c));
  if (!found) throw new AppError('NO_VISITOR', messages.noVisitor, 401);
  return { kind: 'visitor', visitorId: found.visitor.id, historyVersion: found.historyVersion };
}
