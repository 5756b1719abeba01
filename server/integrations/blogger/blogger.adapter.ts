/** Google OAuth scope for Blogger (read and write). */
export const BLOGGER_SCOPE = 'https://www.googleapis.com/auth/blogger';

/** Like WordpressError: `kind` says whether to retry, mark the connection broken, or give up. */
export class BloggerError extends Error {
  constructor(
    readonly kind: 'auth' | 'forbidden' | 'temporary' | 'rejected',
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BloggerError';
  }
}

export type GoogleOAuthConfig = { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; apiBaseUrl: string };
export type BloggerBlog = { id: string; name: string; url: string };
export type BloggerPost = { id: string; url: string; status: string };

const kindOf = (status: number): BloggerError['kind'] =>
  status === 401 ? 'auth' : status === 403 ? 'forbidden' : status === 429 || status >= 500 ? 'temporary' : 'rejected';

async function readJson(res: Response) {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok && body) return body;
  const err = (body?.error ?? {}) as Record<string, unknown> | string;
  // Token endpoint errors are { error: 'invalid_grant' }; API errors are { error: { code, message } }.
  if (typeof err === 'string') throw new BloggerError(tokenErrorKind(err, res.status), res.status, err, String(body?.error_description ?? err));
  throw new BloggerError(kindOf(res.status), res.status, String(err.status ?? `http_${res.status}`), String(err.message ?? `Google answered ${res.status}`));
}

/**
 * Google's token endpoint: `invalid_grant` is the member's refresh token revoked or expired (only
 * reconnecting mends it); `invalid_client` and the like are this server's OAuth settings, not the
 * member's connection, so they must not mark it broken.
 */
const tokenErrorKind = (error: string, status: number): BloggerError['kind'] =>
  error === 'invalid_grant' ? 'auth' : status === 429 || status >= 500 ? 'temporary' : 'rejected';

const network = (err: unknown) => new BloggerError('temporary', 0, 'network', err instanceof Error ? err.message : String(err));

/** The Google consent page for Blogger with offline access (a refresh token comes back). */
export function bloggerAuthorizeUrl(config: GoogleOAuthConfig, { redirectUri, state }: { redirectUri: string; state: string }) {
  const u = new URL(config.authorizeUrl);
  u.search = new URLSearchParams({ client_id: config.clientId, redirect_uri: redirectUri, response_type: 'code', scope: BLOGGER_SCOPE, access_type: 'offline', prompt: 'consent', state }).toString();
  return u.toString();
}

async function tokenRequest(config: GoogleOAuthConfig, params: Record<string, string>) {
  const res = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...params }),
    signal: AbortSignal.timeout(30_000),
  }).catch((e: unknown) => {
    throw network(e);
  });
  return readJson(res);
}

/** Trades the authorization code for tokens; the refresh token is what the connection keeps. */
export async function exchangeBloggerCode(config: GoogleOAuthConfig, { code, redirectUri }: { code: string; redirectUri: string }) {
  const body = await tokenRequest(config, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  if (typeof body.refresh_token !== 'string') throw new BloggerError('rejected', 400, 'no_refresh_token', 'Google did not return a refresh token');
  return { accessToken: String(body.access_token), refreshToken: body.refresh_token };
}

/** Blogger API v3 for one member, refreshing the access token from the kept refresh token. */
export function createBloggerClient(config: GoogleOAuthConfig, refreshToken: string) {
  let accessToken: string | null = null;
  const api = config.apiBaseUrl.replace(/\/+$/, '');
  const refresh = async () => String((await tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken })).access_token);
  const send = (path: string, init: RequestInit, token: string) =>
    fetch(`${api}/blogger/v3${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(30_000),
    }).catch((e: unknown) => {
      throw network(e);
    });
  const call = async (path: string, init: RequestInit = {}) => {
    accessToken ??= await refresh();
    let res = await send(path, init, accessToken);
    if (res.status === 401) {
      // An access token can expire mid-run: one fresh token, then a 401 is the member's grant.
      await res.body?.cancel();
      accessToken = await refresh();
      res = await send(path, init, accessToken);
    }
    return readJson(res);
  };
  type PostJson = { id: string; url?: string; status?: string; content?: string };
  const toPost = (p: PostJson): BloggerPost => ({ id: p.id, url: p.url ?? '', status: p.status ?? '' });
  return {
    async blogs(): Promise<BloggerBlog[]> {
      const body = await call('/users/self/blogs');
      return ((body.items ?? []) as { id: string; name: string; url: string }[]).map((b) => ({ id: b.id, name: b.name, url: b.url }));
    },
    /** Creates the post as a draft; `publish` then makes it live (now or at `publishDate`). */
    createDraft: async (blogId: string, post: { title: string; content: string; labels?: string[] }) =>
      toPost((await call(`/blogs/${encodeURIComponent(blogId)}/posts?isDraft=true`, { method: 'POST', body: JSON.stringify({ kind: 'blogger#post', title: post.title, content: post.content, labels: post.labels }) })) as PostJson),
    publish: async (blogId: string, postId: string, publishDate?: string) =>
      toPost((await call(`/blogs/${encodeURIComponent(blogId)}/posts/${encodeURIComponent(postId)}/publish${publishDate ? `?publishDate=${encodeURIComponent(publishDate)}` : ''}`, { method: 'POST' })) as PostJson),
    getPost: async (blogId: string, postId: string) => toPost((await call(`/blogs/${encodeURIComponent(blogId)}/posts/${encodeURIComponent(postId)}?view=AUTHOR`)) as PostJson),
    /** A post (draft, scheduled or live) whose content carries `marker`. */
    async findPostByMarker(blogId: string, marker: string): Promise<BloggerPost | null> {
      const body = await call(`/blogs/${encodeURIComponent(blogId)}/posts?status=draft&status=live&status=scheduled&fetchBodies=true&view=AUTHOR&maxResults=50`);
      const hit = ((body.items ?? []) as PostJson[]).find((p) => p.content?.includes(marker));
      return hit ? toPost(hit) : null;
    },
  };
}

