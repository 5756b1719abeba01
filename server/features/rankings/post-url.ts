import type { RankPlatform } from '@contracts/rankings';

// One post has many URLs: Naver Blog alone has /{id}/{logNo}, m.blog.naver.com and PostView.naver?blogId=…
// (and the older .nhn), and any site adds http/https, www., trailing slashes and tracking parameters. A
// rank is found by comparing keys made from both sides: the tracked URL and every link Naver returns.

// Parameters that only say where a click came from; they never pick a different page.
const TRACKING = new Set(['fbclid', 'gclid', 'dclid', 'msclkid', 'igshid', 'yclid', 'ref', 'ref_src', 'referrer', 'from', 'proxyreferer', 'trackingcode', 'napm', 'n_media', 'n_query', 'n_rank', 'n_ad_group', 'n_ad', 'n_keyword_id', 'n_keyword', 'n_campaign_type', 'n_ad_group_type', 'n_match', 'widgettypecall', 'directaccess', 'topreferer', 'fromrss', 'redirect', 'share', 'm']);
const isTracking = (name: string) => {
  const n = name.toLowerCase();
  return n.startsWith('utm_') || TRACKING.has(n);
};

const decodeSegment = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const NAVER_BLOG_HOSTS = new Set(['blog.naver.com', 'm.blog.naver.com']);

/** The one key of a Naver Blog post, `blog.naver.com/{id}/{logNo}`, from any of its shapes; null when it is not a post address. */
function naverBlogKey(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const params = new URLSearchParams([...url.searchParams].map(([k, v]) => [k.toLowerCase(), v]));
  let id = params.get('blogid');
  let logNo = params.get('logno');
  if (segments.length >= 2 && /^\d+$/.test(segments[1] ?? '')) [id, logNo] = [segments[0] ?? null, segments[1] ?? null];
  else if (!id && segments.length === 1 && !/\.(naver|nhn)$/i.test(segments[0] ?? '')) id = segments[0] ?? null;
  if (!id || !logNo || !/^\d+$/.test(logNo)) return null;
  return `blog.naver.com/${id.toLowerCase()}/${logNo}`;
}

/**
 * The key two URLs of the same post share: no scheme, no `www.`/`m.`, no trailing slash, no fragment,
 * no tracking parameters, path decoded, the remaining parameters sorted; Naver Blog posts as
 * `blog.naver.com/{id}/{logNo}`, Tistory's mobile `/m/` path and Blogger's country domains folded.
 * Null for anything that is not an http(s) address.
 */
export function postUrlKey(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return null;
  if (NAVER_BLOG_HOSTS.has(host)) {
    const key = naverBlogKey(url);
    if (key) return key;
  }
  host = host.replace(/^(www|m|mobile)\./, '');
  // Blogger answers on country domains (example.blogspot.kr) for the same post.
  host = host.replace(/\.blogspot\.[a-z.]+$/, '.blogspot.com');
  const port = url.port && !((url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443')) ? `:${url.port}` : '';
  let segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  if (host.endsWith('.tistory.com') && segments[0] === 'm') segments = segments.slice(1);
  const params = [...url.searchParams].filter(([k]) => !isTracking(k)).sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = params.length ? `?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
  const path = segments.length ? `/${segments.join('/')}` : '';
  return `${host}${port}${path}${query}`;
}

/** Which platform a URL a member adds by hand belongs to (it picks the lists to search). */
export function platformOf(raw: string): RankPlatform {
  const key = postUrlKey(raw) ?? '';
  const host = key.split(/[/:?]/)[0] ?? '';
  if (host === 'blog.naver.com') return 'naver';
  if (host.endsWith('.tistory.com')) return 'tistory';
  if (host.endsWith('.blogspot.com') || host === 'blogger.com') return 'blogger';
  return 'web';
}

/** The keyword as it is searched and grouped: trimmed, single spaces, NFC, lower-case Latin letters. */
export const keywordKey = (keyword: string) => keyword.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
