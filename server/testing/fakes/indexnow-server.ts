import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type IndexNowCall = { host: string; key: string; keyLocation: string; urlList: string[] };

/**
 * A local IndexNow endpoint (Naver Search Advisor's protocol): accepts `POST` JSON
 * `{host, key, keyLocation, urlList}` and answers 200, or `status` when a test sets it; keeps every call.
 * With `hang` set it keeps the call and never answers (until `release()` or `close()`), like an endpoint
 * that has stopped responding.
 */
export async function startFakeIndexNow() {
  const calls: IndexNowCall[] = [];
  const behaviour = { status: 200, hang: false };
  const held = new Set<ServerResponse>();
  const release = () => {
    for (const res of held) res.writeHead(behaviour.status).end();
    held.clear();
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const valid = req.method === 'POST' && req.url === '/indexnow' && (req.headers['content-type'] ?? '').startsWith('application/json');
      if (!valid) {
        res.writeHead(400).end();
        return;
      }
      try {
        calls.push(JSON.parse(body) as IndexNowCall);
      } catch {
        res.writeHead(400).end();
        return;
      }
      if (behaviour.hang) held.add(res);
      else res.writeHead(behaviour.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/indexnow`,
    calls,
    behaviour,
    /** Answers every held call now. */
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type FakeIndexNow = Awaited<ReturnType<typeof startFakeIndexNow>>;
