// Zoho Mail through OAuth 2.0 (authorization code, offline access): Zoho Accounts issues the tokens
// ({accounts}/oauth/v2/auth, {accounts}/oauth/v2/token), Zoho Mail sends ({mail}/api/accounts/{accountId}/messages,
// header `Authorization: Zoho-oauthtoken …`). Zoho answers a refused token request with HTTP 200 and
// `{"error": "invalid_code"}`, so the body is checked, not only the status.

export type ZohoConfig = {
  clientId: string;
  clientSecret: string;
  accountsBaseUrl: string;
  mailBaseUrl: string;
  /** The page Zoho sends the admin back to: BASE_URL/zoho-oauth, registered in Zoho's API console. */
  redirectUri: string;
  fetchImpl?: typeof fetch;
};

/** Send mail, and read the account's id and address to send from. */
export const ZOHO_SCOPES = 'ZohoMail.messages.CREATE,ZohoMail.accounts.READ';
const TIMEOUT_MS = 15_000;

export type ZohoErrorKind = 'AUTH' | 'UPSTREAM' | 'NETWORK';

/** A failed Zoho call; `detail` is Zoho's own error code (e.g. invalid_code, INVALID_OAUTHTOKEN) for the log. */
export class ZohoError extends Error {
  constructor(
    readonly kind: ZohoErrorKind,
    readonly detail: string,
  ) {
    super(`zoho ${kind}: ${detail}`);
    this.name = 'ZohoError';
  }
}

export type ZohoTokens = { accessToken: string; expiresInS: number; refreshToken?: string };
export type ZohoAccount = { accountId: string; email: string };
export type ZohoMessage = { fromAddress: string; toAddress: string; subject: string; content: string };

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function createZohoClient(config: ZohoConfig) {
  const fetchImpl = config.fetchImpl ?? fetch;

  async function request(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new ZohoError('NETWORK', err instanceof Error ? err.message : String(err));
    }
    const text = await res.text().catch(() => '');
    let body: Record<string, unknown> = {};
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      if (res.ok) throw new ZohoError('UPSTREAM', `unreadable answer (${res.status})`);
    }
    return { status: res.status, body };
  }

  async function token(params: Record<string, string>): Promise<ZohoTokens> {
    const { status, body } = await request(`${config.accountsBaseUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ ...params, client_id: config.clientId, client_secret: config.clientSecret }).toString(),
    });
    if (typeof body.error === 'string') throw new ZohoError('AUTH', body.error);
    if (status === 400 || status === 401 || status === 403) throw new ZohoError('AUTH', `token endpoint ${status}`);
    if (status >= 300 || !str(body.access_token)) throw new ZohoError('UPSTREAM', `token endpoint ${status}`);
    const expires = Number(body.expires_in);
    return {
      accessToken: str(body.access_token),
      expiresInS: Number.isFinite(expires) && expires > 0 ? expires : 3600,
      ...(str(body.refresh_token) ? { refreshToken: str(body.refresh_token) } : {}),
    };
  }

  /** Zoho Mail's answer: HTTP and `status.code` must both be 200; an invalid token is AUTH. */
  function checkMail(status: number, body: Record<string, unknown>, what: string) {
    const code = Number((body.status as { code?: unknown } | undefined)?.code ?? status);
    if (status === 200 && code === 200) return;
    const errorCode = str((body.data as { errorCode?: unknown } | undefined)?.errorCode) || `${what} ${status}`;
    throw new ZohoError(status === 401 || errorCode === 'INVALID_OAUTHTOKEN' ? 'AUTH' : 'UPSTREAM', errorCode);
  }

  const auth = (accessToken: string) => ({ Authorization: `Zoho-oauthtoken ${accessToken}`, Accept: 'application/json' });

  return {
    /** Where the admin consents: offline access (a refresh token) and a fresh consent, so one is always issued. */
    authorizeUrl(state: string) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        scope: ZOHO_SCOPES,
        redirect_uri: config.redirectUri,
        access_type: 'offline',
        prompt: 'consent',
        state,
      });
      return `${config.accountsBaseUrl}/oauth/v2/auth?${params.toString()}`;
    },
    /** Trades the authorization code for tokens; without a refresh token the connection is useless, so that fails. */
    async exchangeCode(code: string): Promise<ZohoTokens & { refreshToken: string }> {
      const tokens = await token({ grant_type: 'authorization_code', code, redirect_uri: config.redirectUri });
      if (!tokens.refreshToken) throw new ZohoError('AUTH', 'no refresh_token (offline access not granted)');
      return { ...tokens, refreshToken: tokens.refreshToken };
    },
    refreshAccessToken: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    /** The mail account the token belongs to (its id, for the send URL, and its primary address, the sender). */
    async primaryAccount(accessToken: string): Promise<ZohoAccount> {
      const { status, body } = await request(`${config.mailBaseUrl}/api/accounts`, { method: 'GET', headers: auth(accessToken) });
      checkMail(status, body, 'accounts');
      const [first] = Array.isArray(body.data) ? (body.data as Array<Record<string, unknown>>) : [];
      const addresses = Array.isArray(first?.emailAddress) ? (first.emailAddress as Array<Record<string, unknown>>) : [];
      const email = str(first?.primaryEmailAddress) || str(addresses.find((a) => a.isPrimary === true)?.mailId) || str(first?.mailboxAddress);
      if (!first || !str(first.accountId) || !email) throw new ZohoError('UPSTREAM', 'no mail account');
      return { accountId: str(first.accountId), email };
    },
    async sendMessage(accessToken: string, accountId: string, message: ZohoMessage): Promise<{ messageId: string }> {
      const { status, body } = await request(`${config.mailBaseUrl}/api/accounts/${encodeURIComponent(accountId)}/messages`, {
        method: 'POST',
        headers: { ...auth(accessToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...message, mailFormat: 'html', encoding: 'UTF-8' }),
      });
      checkMail(status, body, 'send');
      return { messageId: str((body.data as { messageId?: unknown } | undefined)?.messageId) };
    },
  };
}

export type ZohoClient = ReturnType<typeof createZohoClient>;
