import type { MiddlewareHandler } from 'hono';

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

/** Security headers computed once, not per request (hono's secureHeaders rebuilds them each time). */
export function securityHeaders(options: { https: boolean; imageOrigins?: string[] }): MiddlewareHandler {
  // Images kept on a public S3 URL (S3_PUBLIC_BASE_URL) load from that origin.
  const extraImages = options.imageOrigins ?? [];
  const base: ReadonlyArray<[string, string]> = extraImages.length
    ? HEADERS.map(([name, value]) => [name, name === 'Content-Security-Policy' ? value.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${extraImages.join(' ')}`) : value])
    : HEADERS;
  const headers = options.https
    ? [...base, ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
    : base;
  return async (c, next) => {
    await next();
    // A route that set its own, stricter policy keeps it (stored files: sandboxed, no script at all).
    const ownPolicy = c.res.headers.has('Content-Security-Policy');
    for (const [name, value] of headers) if (!(ownPolicy && name === 'Content-Security-Policy')) c.res.headers.set(name, value);
  };
}
