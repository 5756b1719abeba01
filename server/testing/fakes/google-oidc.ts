import { OAuth2Server } from 'oauth2-mock-server';

export type GoogleAccount = { sub: string; email: string; name: string; picture?: string; emailVerified?: boolean };

/**
 * A local OpenID Connect provider standing in for Google: it issues RS256 id_tokens that claim
 * Google's issuer and the configured client as audience, for whichever account the test chose.
 */
export async function startGoogleOidc({ clientId, port = 0 }: { clientId: string; port?: number }) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  const address = server.address();
  const url = `http://127.0.0.1:${address.port}`;
  server.issuer.url = url;
  let account: GoogleAccount = { sub: 'google-1', email: 'google.user@gmail.com', name: '구글 사용자' };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: account.sub,
      email: account.email,
      email_verified: account.emailVerified ?? true,
      name: account.name,
      ...(account.picture ? { picture: account.picture } : {}),
    });
  });
  return {
    url,
    /** The account the next sign-in returns. */
    useAccount(next: GoogleAccount) {
      account = next;
    },
    close: () => server.stop(),
  };
}
