import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** What the fake answers to one POST /v1/images/generations. */
export type ImageReply =
  | { kind: 'b64' }
  | { kind: 'url' }
  /** 400 with OpenAI's content_policy_violation error body. */
  | { kind: 'refuse' }
  /** This status with `retry-after: 0` (e.g. 429, 500). */
  | { kind: 'status'; status: number };

export type FakeImagesServer = {
  /** Base URL ending in /v1, for IMAGE_BASE_URL. */
  url: string;
  /** Bodies of the generation requests received, in order. */
  requests: Record<string, unknown>[];
  /** Replies used one per request, in order; when empty, `fallback` answers. */
  queue: ImageReply[];
  fallback: ImageReply;
  /** Delay before each answer, e.g. to hold many requests open at once. */
  delayMs: number;
  /** The PNG every successful answer carries. */
  png: Buffer;
  close: () => Promise<void>;
};

async function readBody(req: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * A local server on 127.0.0.1 that speaks OpenAI's images protocol (POST /v1/images/generations):
 * base64 answers, URL answers (the image then fetched from GET /v1/files/{n}.png), a 400
 * content_policy_violation, and scripted statuses such as 429 before a success. It also answers
 * Google's Imagen `POST /v1/models/{model}:predict` the same scripted way.
 */
export async function startFakeImagesServer(port = 0): Promise<FakeImagesServer> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#3b82f6' } }).png().toBuffer();
  const state: FakeImagesServer = { url: '', requests: [], queue: [], fallback: { kind: 'b64' }, delayMs: 0, png, close: async () => {} };
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url?.startsWith('/v1/files/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
      return;
    }
    const imagen = req.method === 'POST' && /^\/v1\/models\/[^/]+:predict$/.test(req.url ?? '');
    if (!imagen && (req.method !== 'POST' || req.url !== '/v1/images/generations')) return send(404, { error: { message: 'not found' } });
    const body = await readBody(req);
    state.requests.push(body);
    const reply = state.queue.shift() ?? state.fallback;
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    // Google's Imagen (`models/{model}:predict`): a filtered prompt is a 200 whose prediction carries a reason.
    if (imagen && reply.kind !== 'status') {
      const prediction = reply.kind === 'refuse' ? { raiFilteredReason: 'blocked by responsible AI practices' } : { bytesBase64Encoded: png.toString('base64'), mimeType: 'image/png' };
      return send(200, { predictions: [prediction] });
    }
    const created = Math.floor(Date.now() / 1000);
    switch (reply.kind) {
      case 'b64':
        return send(200, { created, data: [{ b64_json: png.toString('base64'), revised_prompt: String(body.prompt ?? '') }] });
      case 'url':
        return send(200, { created, data: [{ url: `${state.url}/files/${state.requests.length}.png` }] });
      case 'refuse':
        return send(400, {
          error: {
            code: 'content_policy_violation',
            message: 'Your request was rejected as a result of our safety system.',
            param: null,
            type: 'invalid_request_error',
          },
        });
      case 'status':
        return send(reply.status, { error: { message: `status ${reply.status}`, type: 'server_error' } }, { 'retry-after': '0' });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
