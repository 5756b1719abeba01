import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type IndexNowCall = { host: string; key: string; keyLocation: string; urlList: string[] };

/**
 * A local IndexNow endpoint (Naver Search Advisor's protocol): accepts `POST` JSON
 * `{host, key, keyLocation, urlList}` and answers 200, or `status` when a test sets it; keeps every call.
 */
export async function startFakeIndexNow() {
  const calls: IndexNowCall[] = [];
  const behaviour = { status: 200 };
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
      res.writeHead(behaviour.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/indexnow`,
    calls,
    behaviour,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeIndexNow = Awaited<ReturnType<typeof startFakeIndexNow>>;
