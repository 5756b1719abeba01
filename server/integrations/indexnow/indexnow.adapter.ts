import type { Env } from '../../env';
import type { AdapterLog } from '../adapter-log';

const TIMEOUT_MS = 10_000;

/** Where the site serves its key file (IndexNow's keyLocation): `/{key}.txt` at the site root. */
export const indexNowKeyPath = (key: string) => `/${key}.txt`;

/**
 * Tells IndexNow (Naver Search Advisor by default) that pages changed, by its JSON POST
 * `{host, key, keyLocation, urlList}`. Fire and forget: the caller's request never waits, a failure is
 * only logged. Without INDEXNOW_KEY nothing is sent. Returns the send, for tests that wait on it.
 */
export function announceToIndexNow(
  env: Pick<Env, 'INDEXNOW_KEY' | 'INDEXNOW_ENDPOINT' | 'BASE_URL'>,
  logger: AdapterLog,
  paths: readonly string[],
): Promise<void> | null {
  const key = env.INDEXNOW_KEY;
  if (!key || paths.length === 0) return null;
  const base = new URL(env.BASE_URL);
  const body = {
    host: base.host,
    key,
    keyLocation: `${env.BASE_URL}${indexNowKeyPath(key)}`,
    urlList: [...new Set(paths)].map((p) => `${env.BASE_URL}${p}`),
  };
  const send = fetch(env.INDEXNOW_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
    .then((res) => {
      // 200 and 202 are both "received"; anything else is worth a line in the log, never an error to a user.
      if (!res.ok) logger.warn('IndexNow refused the announcement', { status: res.status, urls: body.urlList });
      else logger.info('IndexNow announced', { urls: body.urlList });
    })
    .catch((err: unknown) => logger.warn('IndexNow could not be reached', { err: String(err), urls: body.urlList }));
  return send;
}
