import { eq } from 'drizzle-orm';
import type { CredentialsStatus } from '@contracts/keywords';
import type { Db } from '../../db/client';
import { naverCredentials } from '../../db/schema';
import type { Env } from '../../env';
import { NaverApiError } from '../../integrations/naver/naver-error';
import { createSearchAdClient, type SearchAdCredentials } from '../../integrations/naver/searchad';
import { AppError } from '../../lib/app-error';
import type { Sealer } from '../../lib/crypto';

const VERIFY_HINT = '블로그';

export const credentialsHint = (c: SearchAdCredentials) => c.accessLicense.slice(-4);

/**
 * Checks a member's Search Ad credentials with one real call, then stores them sealed. Nothing is
 * stored when Naver refuses them.
 */
export async function connectCredentials(db: Db, env: Env, sealer: Sealer, userId: string, credentials: SearchAdCredentials): Promise<CredentialsStatus> {
  try {
    await createSearchAdClient({ baseUrl: env.NAVER_SEARCHAD_BASE_URL, credentials }).keywordTool([VERIFY_HINT]);
  } catch (err) {
    if (err instanceof NaverApiError) throw new AppError(`NAVER_${err.kind}`, err.message, err.kind === 'AUTH' ? 400 : 502);
    throw err;
  }
  const now = new Date();
  const values = { sealed: sealer.seal(JSON.stringify(credentials)), hint: credentialsHint(credentials), verifiedAt: now, updatedAt: now };
  await db.insert(naverCredentials).values({ userId, ...values }).onConflictDoUpdate({ target: naverCredentials.userId, set: values });
  return { connected: true, hint: values.hint, verifiedAt: now.toISOString() };
}

export async function credentialsStatus(db: Db, userId: string): Promise<CredentialsStatus> {
  const [row] = await db.select().from(naverCredentials).where(eq(naverCredentials.userId, userId));
  return row ? { connected: true, hint: row.hint, verifiedAt: row.verifiedAt.toISOString() } : { connected: false, hint: null, verifiedAt: null };
}

/** The member's credentials, opened; null when none are connected. */
export async function readCredentials(db: Db, sealer: Sealer, userId: string): Promise<SearchAdCredentials | null> {
  const [row] = await db.select().from(naverCredentials).where(eq(naverCredentials.userId, userId));
  return row ? (JSON.parse(sealer.open(row.sealed)) as SearchAdCredentials) : null;
}

export async function disconnectCredentials(db: Db, userId: string) {
  await db.delete(naverCredentials).where(eq(naverCredentials.userId, userId));
}
