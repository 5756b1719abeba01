/** How the client reaches the site: the app hands in its safe fetch (server/lib/safe-fetch.ts), which refuses private addresses. */
export type SiteFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * An answer from WordPress that is not a success. `kind` is what the caller does about it: 'auth'
 * (401: credentials refused, the connection is broken), 'forbidden' (403: the user may not do this),
 * 'temporary' (429, 5xx, no answer: retry later) or 'rejected' (any other 4xx: retrying will not help).
 */
export class WordpressError extends Error {
  constructor(
    readonly kind: 'auth' | 'forbidden' | 'temporary' | 'rejected',
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'WordpressError';
  }
}

export type WordpressCredentials = { siteUrl: string; username: string; password: string };
export type WordpressUser = { id: number; name: string; roles: string[]; capabilities: Record<string, boolean> };
export type WordpressPost = { id: number; link: string; status: string; title: string; dateGmt: string | null; featuredMedia: number };
export type WordpressMedia = { id: number; sourceUrl: string };
type WpMediaJson = { id: number; source_url: string; title?: { raw?: string; rendered?: string } };
export type WordpressTerm = { id: number; name: string };
export type NewWordpressPost = {
  title: string;
  content: string;
  status: 'publish' | 'future' | 'draft';
  dateGmt?: string;
  categories?: number[];
  tags?: number[];
  featuredMedia?: number;
};

const kindOf = (status: number): WordpressError['kind'] =>
  status === 401 ? 'auth' : status === 403 ? 'forbidden' : status === 429 || status >= 500 ? 'temporary' : 'rejected';

type Json = Record<string, unknown>;
type WpPostJson = {
  id: number;
  link: string;
  status: string;
  date_gmt?: string;
  featured_media?: number;
  title?: { raw?: string; rendered?: string };
  content?: { raw?: string };
};

/**
 * WordPress's REST API (wp/v2) with an application password (Basic auth). The API root is
 * `/wp-json/` with pretty permalinks and `/?rest_route=` without; the first call finds which.
 */
export function createWordpressClient(creds: WordpressCredentials, fetcher: SiteFetch) {
  const base = creds.siteUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`;
  let style: 'pretty' | 'plain' | null = null;

  const urlFor = (route: string, s: 'pretty' | 'plain') => {
    const [path, query] = route.split('?') as [string, string | undefined];
    return s === 'pretty' ? `${base}/wp-json${path}${query ? `?${query}` : ''}` : `${base}/?rest_route=${encodeURIComponent(path)}${query ? `&${query}` : ''}`;
  };

  const send = async (route: string, init: RequestInit, s: 'pretty' | 'plain') => {
    try {
      return await fetcher(urlFor(route, s), { ...init, headers: { Authorization: auth, Accept: 'application/json', ...init.headers } });
    } catch (err) {
      if (err instanceof Error && err.name === 'BlockedHostError') throw err;
      throw new WordpressError('temporary', 0, 'network', err instanceof Error ? err.message : String(err));
    }
  };

  const isJson = (res: Response) => (res.headers.get('content-type') ?? '').includes('json');

  async function call<T>(route: string, init: RequestInit = {}): Promise<T> {
    let res: Response;
    if (style) res = await send(route, init, style);
    else {
      res = await send(route, init, 'pretty');
      // Plain permalinks answer /wp-json/ with HTML or a redirect to the home page.
      if (!isJson(res) && res.status !== 429 && res.status < 500) {
        await res.body?.cancel();
        res = await send(route, init, 'plain');
        if (isJson(res)) style = 'plain';
      } else style = 'pretty';
    }
    const body = isJson(res) ? ((await res.json().catch(() => null)) as unknown) : await res.text().then(() => null);
    if (res.ok && body !== null) return body as T;
    const err = (body ?? {}) as Json;
    const status = res.ok ? 502 : res.status;
    throw new WordpressError(kindOf(status), status, typeof err.code === 'string' ? err.code : `http_${res.status}`, typeof err.message === 'string' ? err.message : `WordPress answered ${res.status}`, (err.data ?? {}) as Json);
  }

  const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const toPost = (p: WpPostJson): WordpressPost => ({ id: p.id, link: p.link, status: p.status, title: p.title?.raw ?? p.title?.rendered ?? '', dateGmt: p.date_gmt ?? null, featuredMedia: p.featured_media ?? 0 });

  async function ensureTerms(kind: 'categories' | 'tags', names: string[]) {
    const ids: number[] = [];
    for (const name of names) {
      const found = await call<WordpressTerm[]>(`/wp/v2/${kind}?search=${encodeURIComponent(name)}&per_page=100&_fields=id,name`);
      const same = found.find((t) => decodeEntities(t.name).trim() === name.trim());
      if (same) {
        ids.push(same.id);
        continue;
      }
      try {
        ids.push((await call<WordpressTerm>(`/wp/v2/${kind}`, json('POST', { name }))).id);
      } catch (e) {
        // Made in between (or only the slug matched): WordPress names the existing term.
        const existing = e instanceof WordpressError && e.code === 'term_exists' ? Number(e.data.term_id) : NaN;
        if (!Number.isFinite(existing)) throw e;
        ids.push(existing);
      }
    }
    return ids;
  }

  return {
    siteUrl: base,
    me: () => call<WordpressUser>('/wp/v2/users/me?context=edit'),
    /** The API index: the site's name and, when application passwords are on, their authorization page. */
    async siteInfo(): Promise<{ name: string; authorizationUrl: string | null; applicationPasswords: boolean }> {
      const index = await call<{ name?: string; authentication?: { 'application-passwords'?: { endpoints?: { authorization?: string } } } }>('/');
      const ap = index.authentication?.['application-passwords'];
      return { name: decodeEntities(index.name ?? ''), authorizationUrl: ap?.endpoints?.authorization ?? null, applicationPasswords: Boolean(ap) };
    },
    categories: () => call<WordpressTerm[]>('/wp/v2/categories?per_page=100&_fields=id,name').then((list) => list.map((c) => ({ id: c.id, name: decodeEntities(c.name) }))),
    ensureCategories: (names: string[]) => ensureTerms('categories', names),
    ensureTags: (names: string[]) => ensureTerms('tags', names),
    async uploadMedia(bytes: Buffer, fileName: string, contentType: string): Promise<WordpressMedia> {
      const media = await call<{ id: number; source_url: string }>('/wp/v2/media', {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"` },
        body: new Uint8Array(bytes),
      });
      return { id: media.id, sourceUrl: media.source_url };
    },
    /** Media whose title or file name carries `marker` (uploads an interrupted try may have made). */
    async findMediaByMarker(marker: string): Promise<(WordpressMedia & { title: string })[]> {
      const list = await call<WpMediaJson[]>(`/wp/v2/media?search=${encodeURIComponent(marker)}&context=edit&per_page=100&_fields=id,source_url,title`);
      return list.map((m) => ({ id: m.id, sourceUrl: m.source_url, title: m.title?.raw ?? m.title?.rendered ?? '' }));
    },
    /** Whether a media item is still there (a member may have deleted it in WordPress). */
    async mediaExists(id: number): Promise<boolean> {
      try {
        await call<WpMediaJson>(`/wp/v2/media/${id}?context=edit&_fields=id`);
        return true;
      } catch (e) {
        if (e instanceof WordpressError && e.status === 404) return false;
        throw e;
      }
    },
    /** Runs WordPress's due cron events now (publishing scheduled posts): WP-Cron otherwise waits for a visitor. */
    async runCron() {
      const res = await fetcher(`${base}/wp-cron.php`, { method: 'GET' }).catch(() => null);
      await res?.body?.cancel();
    },
    /** Moves a post to the trash (a cancelled WordPress-scheduled post must not go out). */
    trashPost: async (id: string | number) => toPost(await call<WpPostJson>(`/wp/v2/posts/${encodeURIComponent(String(id))}`, { method: 'DELETE' })),
    async createPost(post: NewWordpressPost): Promise<WordpressPost> {
      const body: Json = { title: post.title, content: post.content, status: post.status };
      if (post.dateGmt) body.date_gmt = post.dateGmt;
      if (post.categories?.length) body.categories = post.categories;
      if (post.tags?.length) body.tags = post.tags;
      if (post.featuredMedia) body.featured_media = post.featuredMedia;
      return toPost(await call<WpPostJson>('/wp/v2/posts', json('POST', body)));
    },
    getPost: async (id: string | number) => toPost(await call<WpPostJson>(`/wp/v2/posts/${encodeURIComponent(String(id))}?context=edit`)),
    /** A post whose content carries `marker` (any status): the one an interrupted try may have made. */
    async findPostByMarker(marker: string): Promise<WordpressPost | null> {
      const list = await call<WpPostJson[]>(`/wp/v2/posts?search=${encodeURIComponent(marker)}&status=publish,future,draft,pending,private&context=edit&per_page=10`);
      const hit = list.find((p) => p.content?.raw?.includes(marker));
      return hit ? toPost(hit) : null;
    },
  };
}

export type WordpressClient = ReturnType<typeof createWordpressClient>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#039': "'", '#8217': '’' };
const decodeEntities = (s: string) => s.replace(/&(amp|lt|gt|quot|#039|#8217);/g, (_, e: string) => ENTITIES[e] ?? _);

/** Can this WordPress user publish posts (author or above)? */
export const canPublish = (user: WordpressUser) => Boolean(user.capabilities?.publish_posts) && Boolean(user.capabilities?.upload_files ?? true);
