import { createHash } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

export type GoogleAccount = { sub: string; email: string; name: string; picture?: string; emailVerified?: boolean };

/** The account a `login_hint` of `email` (optionally `email|Name`) stands for. */
export function accountFromHint(hint: string): GoogleAccount {
  const [email = '', name] = hint.split('|');
  return { sub: `g-${createHash('sha1').update(email).digest('hex').slice(0, 12)}`, email, name: name || (email.split('@')[0] ?? email) };
}

/**
 * A local OpenID Connect provider standing in for Google: it issues RS256 id_tokens that claim
 * Google's issuer and the configured client as audience, for the account a test chose — by
 * `useAccount`, or per sign-in through the `login_hint` of the authorize request.
 */
export async function startGoogleOidc({ clientId, port = 0 }: { clientId: string; port?: number }) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;
  let account: GoogleAccount = { sub: 'google-1', email: 'google.user@gmail.com', name: '구글 사용자' };
  const byCode = new Map<string, GoogleAccount>();
  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: { query?: Record<string, unknown> }) => {
    const hint = req.query?.login_hint;
    const code = redirect.url.searchParams.get('code');
    if (typeof hint === 'string' && hint && code) byCode.set(code, accountFromHint(hint));
  });
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    const code = req.body?.code;
    const chosen = (typeof code === 'string' && byCode.get(code)) || account;
    Object.assign(token.payload, {
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: chosen.sub,
      email: chosen.email,
      email_verified: chosen.emailVerified ?? true,
      name: chosen.name,
      ...(chosen.picture ? { picture: chosen.picture } : {}),
    });
  });
  return {
    url,
    /** The account the next sign-ins return when they carry no login_hint. */
    useAccount(next: GoogleAccount) {
      account = next;
    },
    close: () => server.stop(),
  };
}
