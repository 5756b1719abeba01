import type { Env } from '../../env';
import { APP_NAME } from './site.messages';

/** What one page tells crawlers and link previews. */
export type PageMeta = {
  title: string;
  description: string;
  /** Site-relative path of the page's one address; absent on a 404. */
  canonicalPath?: string;
  /** Absolute URL or site-relative path. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

const DESCRIPTION_MAX = 160;

/** Escapes text for an HTML attribute or element: whatever a user typed stays text. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"'`]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[ch] as string);

/** One line of what a user typed, as text: no control characters, at most `max` characters. */
export function oneLine(text: string, max = DESCRIPTION_MAX) {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The reading text of a Markdown post for a description: no images, link targets, HTML or Markdown marks. */
export const markdownText = (markdown: string, max = DESCRIPTION_MAX) =>
  oneLine(
    markdown
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, ' ')
      .replace(/[*_`~]+/g, '')
      .replace(/^\s*(?:#{1,6}|>|[-+]|\d+\.)\s+/gm, ''),
    max,
  );

/** A URL crawlers can fetch: site-relative paths get BASE_URL; only http(s) is kept. */
export function absoluteUrl(base: string, url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return `${base}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The tags the server writes into <head>: title, description, canonical, Open Graph, Twitter card, verification. */
export function renderHeadTags(env: Pick<Env, 'BASE_URL' | 'NAVER_SITE_VERIFICATION' | 'GOOGLE_SITE_VERIFICATION'>, meta: PageMeta): string {
  const title = oneLine(meta.title, 120);
  const description = oneLine(meta.description);
  const image = meta.image ? absoluteUrl(env.BASE_URL, meta.image) : null;
  const url = meta.canonicalPath === undefined ? null : `${env.BASE_URL}${meta.canonicalPath}`;
  const tag = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    meta.noindex ? tag('name', 'robots', 'noindex') : '',
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:site_name', APP_NAME),
    tag('property', 'og:locale', 'ko_KR'),
    tag('property', 'og:title', title),
    tag('property', 'og:description', description),
    url ? tag('property', 'og:url', url) : '',
    image ? tag('property', 'og:image', image) : '',
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', description),
    image ? tag('name', 'twitter:image', image) : '',
    env.NAVER_SITE_VERIFICATION ? tag('name', 'naver-site-verification', env.NAVER_SITE_VERIFICATION) : '',
    env.GOOGLE_SITE_VERIFICATION ? tag('name', 'google-site-verification', env.GOOGLE_SITE_VERIFICATION) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** JSON for a `<script type="application/json">` block: `<` never closes the script. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
