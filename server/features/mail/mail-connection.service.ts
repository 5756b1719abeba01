import { eq } from 'drizzle-orm';
import type { MailStatus } from '@contracts/mail';
import type { Db } from '../../db/client';
import { mailConnections } from '../../db/schema';
import type { Env } from '../../env';
import { mailTransportOf } from '../../integrations/mail/mailer';
import { createZohoClient, type ZohoClient, ZohoError } from '../../integrations/mail/zoho-client';
import type { ZohoConnectionStore } from '../../integrations/mail/zoho-mailer';
import { AppError } from '../../lib/app-error';
import type { Sealer } from '../../lib/crypto';
import { messages } from './mail.messages';

const PROVIDER = 'zoho';

/** The page Zoho returns the admin to; it must be registered as the client's redirect URI. */
export const zohoRedirectUri = (env: Env) => `${env.BASE_URL}/zoho-oauth`;

const missingZohoSettings = (env: Env) =>
  (['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET'] as const).filter((key) => !env[key]);

/** A Zoho client from settings, or null when its keys are not set. */
export function zohoClientFor(env: Env): ZohoClient | null {
  if (!env.ZOHO_CLIENT_ID || !env.ZOHO_CLIENT_SECRET) return null;
  return createZohoClient({
    clientId: env.ZOHO_CLIENT_ID,
    clientSecret: env.ZOHO_CLIENT_SECRET,
    accountsBaseUrl: env.ZOHO_ACCOUNTS_BASE_URL,
    mailBaseUrl: env.ZOHO_MAIL_BASE_URL,
    redirectUri: zohoRedirectUri(env),
  });
}

/** The Zoho client an admin may connect with right now, or a Korean 409 naming what is missing. */
export function requireZohoClient(env: Env): ZohoClient {
  if (mailTransportOf({ transport: env.MAIL_TRANSPORT, smtpUrl: env.SMTP_URL }) !== 'zoho') throw new AppError('MAIL_NOT_ZOHO', messages.notZoho, 409);
  const client = zohoClientFor(env);
  if (!client) throw new AppError('ZOHO_NOT_CONFIGURED', messages.missingSettings(missingZohoSettings(env)), 409);
  return client;
}

/** The connection as the mailer reads it: the refresh token opened from its sealed form. */
export function createZohoStore(db: Db, sealer: Sealer): ZohoConnectionStore {
  return {
    async load() {
      const [row] = await db.select().from(mailConnections).where(eq(mailConnections.provider, PROVIDER));
      if (!row) return null;
      return { refreshToken: sealer.open(row.sealedRefreshToken), accountId: row.accountId, email: row.email, failing: row.lastError !== null };
    },
    async recordFailure(message) {
      await db.update(mailConnections).set({ lastError: message, lastErrorAt: new Date() }).where(eq(mailConnections.provider, PROVIDER));
    },
    async clearFailure() {
      await db.update(mailConnections).set({ lastError: null, lastErrorAt: null }).where(eq(mailConnections.provider, PROVIDER));
    },
  };
}

/** Which transport sends mail, and the Zoho connection's state (never its token). */
export async function mailStatus(db: Db, env: Env): Promise<MailStatus> {
  const [row] = await db.select().from(mailConnections).where(eq(mailConnections.provider, PROVIDER));
  return {
    transport: mailTransportOf({ transport: env.MAIL_TRANSPORT, smtpUrl: env.SMTP_URL }),
    zoho: {
      missing: missingZohoSettings(env),
      redirectUri: zohoRedirectUri(env),
      connected: Boolean(row),
      email: row?.email ?? null,
      connectedAt: row?.connectedAt.toISOString() ?? null,
      lastError: row?.lastError ?? null,
      lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
    },
  };
}

/**
 * Finishes the OAuth connection: trades the code for tokens, reads the account mail will be sent from,
 * and keeps the refresh token sealed (AES-256-GCM). A new connection replaces the old one and its error.
 */
export async function connectZoho(db: Db, env: Env, sealer: Sealer, adminId: string, code: string): Promise<MailStatus> {
  const client = requireZohoClient(env);
  try {
    const tokens = await client.exchangeCode(code);
    const account = await client.primaryAccount(tokens.accessToken);
    const values = {
      sealedRefreshToken: sealer.seal(tokens.refreshToken),
      accountId: account.accountId,
      email: account.email,
      connectedBy: adminId,
      connectedAt: new Date(),
      lastError: null,
      lastErrorAt: null,
    };
    await db
      .insert(mailConnections)
      .values({ provider: PROVIDER, ...values })
      .onConflictDoUpdate({ target: mailConnections.provider, set: values });
  } catch (err) {
    if (err instanceof ZohoError) {
      throw err.kind === 'AUTH' ? new AppError('ZOHO_REFUSED', messages.zohoRefused, 400) : new AppError('ZOHO_UNAVAILABLE', messages.zohoUnavailable, 502);
    }
    throw err;
  }
  return mailStatus(db, env);
}

/** Forgets the connected account; mail then goes to the outbox until an admin connects again. */
export async function disconnectZoho(db: Db, env: Env): Promise<MailStatus> {
  await db.delete(mailConnections).where(eq(mailConnections.provider, PROVIDER));
  return mailStatus(db, env);
}
