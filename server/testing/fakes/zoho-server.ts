import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// A local stand-in for Zoho Accounts (OAuth 2.0) and Zoho Mail, speaking the protocol the app relies on:
//   GET  /oauth/v2/auth   — the consent page: redirects to redirect_uri with ?code&state&location&accounts-server;
//   POST /oauth/v2/token  — form-encoded grant_type=authorization_code|refresh_token with client_id/secret;
//                           a refusal is HTTP 200 with {"error": "invalid_code"}, as Zoho answers;
//   GET  /api/accounts    — header `Authorization: Zoho-oauthtoken …`; {status:{code,description}, data:[…]};
//   POST /api/accounts/{accountId}/messages — JSON {fromAddress, toAddress, subject, content, mailFormat}.
// One Zoho user with one mail account; access tokens live an hour unless the test expires them.

export type ZohoSentMail = { accountId: string; fromAddress: string; toAddress: string; subject: string; content: string; mailFormat: string };

const token = (prefix: string) => `1000.${prefix}${randomBytes(12).toString('hex')}`;

function send(res: ServerResponse, status: number, body: unknown) {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeZoho(options: { clientId: string; clientSecret: string; account?: { accountId: string; email: string }; port?: number }) {
  const account = options.account ?? { accountId: '6000000012345', email: 'reports@geulbit.kr' };
  const codes = new Map<string, { redirectUri: string; scope: string; offline: boolean }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const sent: ZohoSentMail[] = [];
  const tokenRequests: Array<{ grantType: string }> = [];
  const mailError = { status: 0 };
  let url = '';

  const invalidToken = (res: ServerResponse) => send(res, 401, { data: { errorCode: 'INVALID_OAUTHTOKEN' }, status: { code: 401, description: 'Invalid Input' } });
  const authorised = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Zoho-oauthtoken ') && accessTokens.has(header.slice('Zoho-oauthtoken '.length));
  };
  const issueAccess = () => {
    const access = token('a');
    accessTokens.add(access);
    return access;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && u.pathname === '/oauth/v2/auth') {
        const q = u.searchParams;
        if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code' || !q.get('redirect_uri')) return send(res, 400, { error: 'invalid_client' });
        const code = token('c');
        codes.set(code, { redirectUri: q.get('redirect_uri') ?? '', scope: q.get('scope') ?? '', offline: q.get('access_type') === 'offline' });
        const back = new URL(q.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({ state: q.get('state') ?? '', code, location: 'us', 'accounts-server': url }).toString();
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === 'POST' && u.pathname === '/oauth/v2/token') {
        // Zoho reads the parameters from the query string or the form body.
        const params = new URLSearchParams(u.search);
        for (const [k, v] of new URLSearchParams(await readBody(req))) params.set(k, v);
        const grantType = params.get('grant_type') ?? '';
        tokenRequests.push({ grantType });
        if (params.get('client_id') !== options.clientId || params.get('client_secret') !== options.clientSecret) return send(res, 200, { error: 'invalid_client' });
        if (grantType === 'authorization_code') {
          const grant = codes.get(params.get('code') ?? '');
          codes.delete(params.get('code') ?? '');
          if (!grant) return send(res, 200, { error: 'invalid_code' });
          if (grant.redirectUri !== params.get('redirect_uri')) return send(res, 200, { error: 'invalid_redirect_uri' });
          const body: Record<string, unknown> = { access_token: issueAccess(), api_domain: 'https://www.zohoapis.com', token_type: 'Bearer', expires_in: 3600 };
          if (grant.offline) {
            const refresh = token('r');
            refreshTokens.add(refresh);
            body.refresh_token = refresh;
          }
          return send(res, 200, body);
        }
        if (grantType === 'refresh_token') {
          if (!refreshTokens.has(params.get('refresh_token') ?? '')) return send(res, 200, { error: 'invalid_code' });
          return send(res, 200, { access_token: issueAccess(), api_domain: 'https://www.zohoapis.com', token_type: 'Bearer', expires_in: 3600 });
        }
        return send(res, 200, { error: 'unsupported_grant_type' });
      }
      if (req.method === 'GET' && u.pathname === '/api/accounts') {
        if (!authorised(req)) return invalidToken(res);
        return send(res, 200, {
          status: { code: 200, description: 'success' },
          data: [{ accountId: account.accountId, primaryEmailAddress: account.email, emailAddress: [{ isAlias: false, isPrimary: true, mailId: account.email, isConfirmed: true }], type: 'ZOHO_ACCOUNT' }],
        });
      }
      const sendPath = /^\/api\/accounts\/([^/]+)\/messages$/.exec(u.pathname);
      if (req.method === 'POST' && sendPath) {
        if (!authorised(req)) return invalidToken(res);
        if (mailError.status) return send(res, mailError.status, { data: { errorCode: 'INTERNAL_ERROR' }, status: { code: mailError.status, description: 'Internal Error' } });
        if (decodeURIComponent(sendPath[1] ?? '') !== account.accountId) return send(res, 404, { data: { errorCode: 'URL_RULE_NOT_CONFIGURED' }, status: { code: 404, description: 'Invalid Input' } });
        const mail = JSON.parse(await readBody(req)) as Omit<ZohoSentMail, 'accountId'>;
        if (mail.fromAddress !== account.email || !mail.toAddress) return send(res, 400, { data: { errorCode: 'EXTRA_PARAM_FOUND', moreInfo: 'fromAddress must be the account address' }, status: { code: 400, description: 'Invalid Input' } });
        sent.push({ accountId: account.accountId, ...mail });
        return send(res, 200, { status: { code: 200, description: 'success' }, data: { messageId: `${Date.now()}${sent.length}`, subject: mail.subject, fromAddress: mail.fromAddress, toAddress: mail.toAddress } });
      }
      return send(res, 404, { error: 'not found' });
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    account,
    sent,
    tokenRequests,
    /** The admin revokes the app's access on Zoho: every refresh and access token stops working. */
    revoke() {
      refreshTokens.clear();
      accessTokens.clear();
    },
    /** Access tokens expire (as after an hour); refresh tokens still work. */
    expireAccessTokens: () => accessTokens.clear(),
    /** Makes sends answer this HTTP status (0: normal again). */
    failSends: (status: number) => {
      mailError.status = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeZoho = Awaited<ReturnType<typeof startFakeZoho>>;
