// Same-origin by default: the SPA loads only its own scripts, styles, fonts and API. The one exception
// is Toss Payments' widget on /credits/purchase: its script, its frames and the calls they make.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.tosspayments.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://static.toss.im https://*.tosspayments.com",
  "font-src 'self' data:",
  "connect-src 'self' https://*.tosspayments.com https://*.toss.im",
  "frame-src https://*.tosspayments.com https://*.toss.im",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
];

// What an API answer needs: it is data, never a document, so it may load nothing and be framed by no one
// (what GitHub's API sends too); policies that only documents read (Referrer-, Permissions-, Opener-) are left out.
const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

// What a built script, stylesheet or font needs (ASSET_PATH): it is never a document, so the policies only documents
// read (CSP, framing, referrer, opener, permissions) were ≈ 700 bytes it carried for nothing, on each of the 10–15
// files a page loads (Lighthouse counted 8–10 KB more script than the bodies). A stylesheet's own requests (its fonts)
// go to this origin, where the browser's default referrer policy is the pages' one.
const ASSET_HEADERS: ReadonlyArray<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** The build's hashed scripts, stylesheets and fonts (vite.config.ts: dist/client/assets). */
export const ASSET_PATH = /^\/assets\/[^/]+\.(?:js|css|woff2)$/;

// API paths that answer with a page a person reads: the one-click unsubscribe from the report mail, and
// better-auth's sign-in error page. They get the pages' headers.
export const API_PAGES: ReadonlySet<string> = new Set(['/api/reports/unsubscribe', '/api/auth/error']);

export type SecurityHeaders = ReadonlyArray<readonly [string, string]>;

/**
 * The security headers of every reply, computed once (hono's secureHeaders rebuilds them per request):
 * `page` for documents and files, `api` for API answers, `asset` for the build's scripts, stylesheets and fonts.
 */
export function securityHeaderLists(options: { https: boolean; imageOrigins?: string[] }): {
  page: SecurityHeaders;
  api: SecurityHeaders;
  asset: SecurityHeaders;
} {
  // Images kept on a public S3 URL (S3_PUBLIC_BASE_URL) load from that origin.
  const extraImages = options.imageOrigins ?? [];
  const page: ReadonlyArray<[string, string]> = extraImages.length
    ? HEADERS.map(([name, value]) => [name, name === 'Content-Security-Policy' ? value.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${extraImages.join(' ')}`) : value])
    : HEADERS;
  const hsts: [string, string][] = options.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] : [];
  return { page: [...page, ...hsts], api: [...API_HEADERS, ...hsts], asset: [...ASSET_HEADERS, ...hsts] };
}
