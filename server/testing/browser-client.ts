import { randomInt } from 'node:crypto';
import type { TestApp } from './test-app';
import { TEST_ORIGIN } from './test-app';

/** A random documentation-range address, so per-IP limits of one test do not touch another's. */
export const randomIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;

const hex16 = () => randomInt(1, 0xffff).toString(16);
/** A random client address in each form a socket reports: IPv4, IPv6 (in a /64 of its own) or IPv4-mapped IPv6. */
export const randomClientAddress = () => {
  const form = randomInt(0, 3);
  if (form === 0) return randomIp();
  if (form === 1) return `2001:db8:${hex16()}:${hex16()}:${hex16()}::${hex16()}`;
  return `::ffff:${randomIp()}`;
};

/**
 * A browser-like client of the in-process app: keeps cookies, sends our Origin and JSON, and
 * comes from its own client address (as the Node adapter would report the socket).
 */
export function createClient(t: TestApp, options: { ip?: string; origin?: string | null } = {}) {
  const jar = new Map<string, string>();
  const ip = options.ip ?? randomIp();
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;

  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value.join('=') === '';
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
  };

  async function send<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = {
      method,
      headers: {
        ...(origin ? { Origin: origin } : {}),
        ...(jar.size ? { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    };
    const res = await t.app.request(path, init, { incoming: { socket: { remoteAddress: ip } } });
    remember(res);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, res };
  }

  return {
    ip,
    jar,
    get: <T = any>(path: string, headers?: Record<string, string>) => send<T>('GET', path, undefined, headers),
    post: <T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) => send<T>('POST', path, body, headers),
    patch: <T = any>(path: string, body: unknown = {}) => send<T>('PATCH', path, body),
    put: <T = any>(path: string, body: unknown = {}) => send<T>('PUT', path, body),
    delete: <T = any>(path: string) => send<T>('DELETE', path),
    send,
  };
}

export type TestClient = ReturnType<typeof createClient>;
