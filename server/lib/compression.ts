import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

// Below this a compressed body saves less than the headers and CPU it costs.
export const COMPRESS_THRESHOLD_BYTES = 1024;
// Quality 4 gives most of brotli's gain at a fraction of quality 11's CPU: fit for per-request JSON.
const DYNAMIC_BROTLI_QUALITY = 4;
// Text we answer with; never text/event-stream, where a compressor would hold streamed tokens back.
const COMPRESSIBLE = /^\s*(?:application\/(?:json|javascript|manifest\+json)|text\/(?:html|plain|css|javascript|csv)|image\/svg\+xml)\s*(?:;|$)/i;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q > 0), brotli first; undefined means identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** Adds Accept-Encoding to Vary once, so a shared cache never hands one client another's encoding. */
export function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export const isCompressibleType = (type: string | null | undefined) => Boolean(type && COMPRESSIBLE.test(type));

// Accept-Encoding values seen, and what each negotiates to: browsers send a handful of distinct values.
const negotiated = new Map<string, Encoding | undefined>();
const NEGOTIATED_LIMIT = 256;

/** negotiateEncoding, remembered per header value. */
export function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (negotiated.has(acceptEncoding)) return negotiated.get(acceptEncoding);
  const encoding = negotiateEncoding(acceptEncoding);
  if (negotiated.size >= NEGOTIATED_LIMIT) negotiated.clear();
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

/**
 * Compresses a buffered text reply (API JSON, the SPA's HTML) with brotli or gzip as the client accepts.
 * Streams (SSE), replies already encoded (precompressed assets) and small bodies pass as they are.
 * Returns a promise only when it compresses.
 *
 * `varySent`: the caller already sends `Vary: Accept-Encoding` on every reply (served by Node), so a
 * client that accepts no encoding costs nothing more: its reply's headers are not even read.
 */
export function compressResponse(c: Context, varySent = false): Promise<void> | undefined {
  const encoding = encodingFor(c.req.header('Accept-Encoding'));
  if (varySent && !encoding) return undefined;
  const res = c.res;
  // Headers and status only until we know we compress: touching res.body turns the Node adapter's
  // lightweight response into a full web Response (a ReadableStream each), a cost on every request.
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return undefined;
  if (!isCompressibleType(res.headers.get('Content-Type')) || res.headers.has('Content-Encoding')) return undefined;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return undefined;
  const declared = res.headers.get('Content-Length');
  if (declared !== null && Number(declared) < COMPRESS_THRESHOLD_BYTES) return undefined;
  if (!varySent) varyOnAcceptEncoding(res.headers);
  if (!encoding || !res.body) return undefined;
  return compress(c, res, encoding);
}

/** `body` in `encoding`, as replies are compressed (brotli quality 4, gzip level 6); small bodies as they are. */
export function encodeBody(body: Buffer<ArrayBuffer>, encoding: Encoding): Buffer<ArrayBuffer> {
  if (body.length < COMPRESS_THRESHOLD_BYTES) return body;
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

async function compress(c: Context, res: Response, encoding: Encoding) {
  const body = Buffer.from(await res.arrayBuffer());
  const out = encodeBody(body, encoding);
  c.res = new Response(out, res);
  c.res.headers.delete('Content-Length');
  if (out !== body) {
    c.res.headers.set('Content-Encoding', encoding);
    // The reply's own Vary (if any) replaces the one sent on every reply: it must still name the encoding.
    varyOnAcceptEncoding(c.res.headers);
  }
}
