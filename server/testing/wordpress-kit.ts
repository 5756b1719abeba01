import { afterAll, afterEach, beforeAll } from 'vitest';
import { type FakeWordpressOptions, startFakeWordpress } from './fakes/wordpress-server';
import { vipMember } from './publishing-kit';
import { createTestApp, type TestApp } from './test-app';

export type FakeWordpress = Awaited<ReturnType<typeof startFakeWordpress>>;

/** A signed-in VIP member and the POST /api/blogs answer that connects the fake WordPress to it. */
export async function connectFakeWordpress(t: TestApp, wp: FakeWordpress, { applicationPassword = wp.user.password }: { applicationPassword?: string } = {}) {
  const member = await vipMember(t);
  const res = await member.client.post('/api/blogs', { kind: 'wordpress', siteUrl: wp.url, username: wp.user.login, applicationPassword });
  return { ...member, res };
}

/**
 * A test file's app and local fake WordPress, with the hooks that start and close them. The app lets blogs
 * sit on private hosts, as the fake listens on 127.0.0.1. 'per-file': one fake, started before the file's
 * tests; 'per-test': each test starts its own with the options it needs (`start`), closed after the test.
 */
export function fakeWordpressKit(scope: 'per-file' | 'per-test') {
  let app: TestApp | undefined;
  let site: FakeWordpress | undefined;
  beforeAll(async () => {
    app = await createTestApp({ PUBLISH_ALLOW_PRIVATE_HOSTS: 'true' });
    if (scope === 'per-file') site = await startFakeWordpress();
  });
  if (scope === 'per-test') afterEach(() => site?.close());
  afterAll(async () => {
    await app?.close();
    if (scope === 'per-file') await site?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} has not been started`);
    return value;
  };
  return {
    get t() {
      return started(app, 'The test app');
    },
    get wp() {
      return started(site, 'The fake WordPress');
    },
    async start(options: FakeWordpressOptions = {}) {
      if (scope === 'per-file') throw new Error('A per-file fake WordPress is started once, before the tests');
      site = await startFakeWordpress(options);
      return site;
    },
    connect: (options?: { applicationPassword?: string }) => connectFakeWordpress(started(app, 'The test app'), started(site, 'The fake WordPress'), options),
  };
}
