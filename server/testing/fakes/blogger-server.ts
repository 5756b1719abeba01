import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakePost = { id: string; blogId: string; title: string; content: string; labels: string[]; status: 'DRAFT' | 'LIVE' | 'SCHEDULED'; url: string };

/**
 * Google's OAuth endpoints (authorize, token) and Blogger API v3 on 127.0.0.1, speaking their wire
 * shapes: the consent page approves at once and redirects with a code; refresh tokens can be revoked
 * (→ 400 invalid_grant, as Google answers); API calls need a Bearer token the token endpoint issued.
 */
export async function startFakeBlogger({ clientId, clientSecret, port = 0 }: { clientId: string; clientSecret: string; port?: number }) {
  const codes = new Map<string, string>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const blogs = [{ id: '4242', name: '구글 블로그', url: 'https://fake-blog.blogspot.com/' }];
  const posts: FakePost[] = [];
  const requests: string[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  const apiError = (res: ServerResponse, code: number, message: string) => send(res, code, { error: { code, message, status: code === 401 ? 'UNAUTHENTICATED' : 'NOT_FOUND' } });
  const readBody = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/o/oauth2/auth') {
      if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('access_type') !== 'offline' || url.searchParams.get('scope') !== 'https://www.googleapis.com/auth/blogger') return send(res, 400, { error: 'invalid_request' });
      const code = randomUUID();
      codes.set(code, url.searchParams.get('redirect_uri') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { Location: back.toString() }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return send(res, 401, { error: 'invalid_client' });
      const accessToken = `ya29.${randomUUID()}`;
      if (form.get('grant_type') === 'authorization_code') {
        const redirect = codes.get(form.get('code') ?? '');
        if (redirect === undefined || redirect !== form.get('redirect_uri')) return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        codes.delete(form.get('code') ?? '');
        const refresh = `1//${randomUUID()}`;
        refreshTokens.add(refresh);
        accessTokens.add(accessToken);
        return send(res, 200, { access_token: accessToken, refresh_token: refresh, expires_in: 3599, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/blogger' });
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refreshTokens.has(form.get('refresh_token') ?? '')) return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        accessTokens.add(accessToken);
        return send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (!url.pathname.startsWith('/blogger/v3/')) return apiError(res, 404, 'Not Found');
    if (!accessTokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return apiError(res, 401, 'Request had invalid authentication credentials.');
    const path = url.pathname.slice('/blogger/v3'.length);
    if (path === '/users/self/blogs') return send(res, 200, { kind: 'blogger#blogList', items: blogs.map((b) => ({ kind: 'blogger#blog', ...b })) });
    const m = /^\/blogs\/([^/]+)\/posts(?:\/([^/]+))?(\/publish)?$/.exec(path);
    const blog = m && blogs.find((b) => b.id === m[1]);
    if (!m || !blog) return apiError(res, 404, 'Not Found');
    const view = (p: FakePost) => ({ kind: 'blogger#post', id: p.id, blog: { id: p.blogId }, title: p.title, content: p.content, labels: p.labels, status: p.status, url: p.status === 'LIVE' ? p.url : undefined });
    if (!m[2] && req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as { title: string; content: string; labels?: string[] };
      const id = String(7_000_000 + posts.length);
      const post: FakePost = { id, blogId: blog.id, title: body.title, content: body.content, labels: body.labels ?? [], status: url.searchParams.get('isDraft') === 'true' ? 'DRAFT' : 'LIVE', url: `${blog.url}2026/11/post-${id}.html` };
      posts.push(post);
      return send(res, 200, view(post));
    }
    if (!m[2] && req.method === 'GET') {
      const statuses = url.searchParams.getAll('status').map((s) => s.toUpperCase());
      return send(res, 200, { kind: 'blogger#postList', items: posts.filter((p) => p.blogId === blog.id && (!statuses.length || statuses.includes(p.status))).map(view) });
    }
    const post = posts.find((p) => p.id === m[2] && p.blogId === blog.id);
    if (!post) return apiError(res, 404, 'Not Found');
    if (m[3] && req.method === 'POST') {
      post.status = 'LIVE';
      return send(res, 200, view(post));
    }
    return send(res, 200, view(post));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    settings: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_OAUTH_AUTHORIZE_URL: `${base}/o/oauth2/auth`, GOOGLE_OAUTH_TOKEN_URL: `${base}/token`, BLOGGER_API_BASE_URL: base },
    posts,
    requests,
    revokeAll: () => refreshTokens.clear(),
    /** Every access token issued so far stops working (as after its hour): API calls answer 401. */
    expireAccessTokens: () => accessTokens.clear(),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
