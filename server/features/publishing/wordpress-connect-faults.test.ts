import { describe, expect, it } from 'vitest';
import { WordpressError } from '../../integrations/wordpress/wordpress.adapter';
import type { FakeWordpressOptions } from '../../testing/fakes/wordpress-server';
import { historyPost, publishRunner } from '../../testing/publishing-kit';
import { fakeWordpressKit } from '../../testing/wordpress-kit';
import { explainWordpressFailure } from './connect.service';
import { C } from './publishing.messages';

// Hosts the CI WordPress cannot imitate (a stripped Authorization header, application passwords
// unavailable, site-wide Basic Auth, plain permalinks), from a local fake that answers as WordPress does.
describe('connecting WordPress where the host gets in the way', () => {
  const kit = fakeWordpressKit('per-test');

  async function connect(options: FakeWordpressOptions = {}) {
    await kit.start(options);
    return kit.connect();
  }

  // WordPress answers `rest_not_logged_in` both when the header never reached it and (WordPress 6.1, as the
  // CI one does) to a wrong password: the member is told both, the stripped header with its fix.
  const visitorExplained = `${C.wrongPassword} ${C.headerStrippedIfRight}`;

  it('names a stripped Authorization header when WordPress answers “not logged in” to the credentials we sent', async () => {
    const { res, client } = await connect({ authorizationHeader: 'stripped' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(visitorExplained);
    expect(res.body.error.message).toContain('Authorization 헤더');
    expect(kit.wp.requests.some((r) => r.startsWith('GET /wp-json/wp/v2/users/me'))).toBe(true);
    expect((await client.get('/api/blogs')).body.items).toEqual([]);
  });

  it('explains the stripped header on a connection check after the host changed, and marks the connection broken', async () => {
    const { res, client } = await connect();
    expect(res.status).toBe(201);
    kit.wp.options.authorizationHeader = 'stripped';
    const check = await client.post(`/api/blogs/${res.body.id}/check`, {});
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ ok: false, message: visitorExplained, blog: { status: 'broken' } });
    kit.wp.options.authorizationHeader = 'kept';
    const mended = await client.post(`/api/blogs/${res.body.id}/check`, {});
    expect(mended.body).toMatchObject({ ok: true, message: C.checkOk, blog: { status: 'active' } });
  });

  it('says the credentials do not reach WordPress when the web server answers 401 itself (site-wide Basic Auth)', async () => {
    const { res } = await connect({ siteWideBasicAuth: true });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(C.headerStripped);
    expect(res.body.error.message).toContain('SetEnvIf Authorization');
    expect(res.body.error.message).toContain('기본 인증(Basic Auth)');
  });

  it('says the password is wrong when WordPress answers incorrect_password', async () => {
    await kit.start();
    const { res } = await kit.connect({ applicationPassword: 'zzzz zzzz zzzz zzzz zzzz zzzz' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(C.wrongPassword);
  });

  it('says http needs https (or a local environment) when WordPress does not offer application passwords on an http site', async () => {
    const { res } = await connect({ applicationPasswords: 'off' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(C.httpNotLocal);
  });

  it('says application passwords are turned off when WordPress turns them off for the account', async () => {
    const { res } = await connect({ applicationPasswords: 'off-for-user' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(C.appPasswordsDisabled);
  });

  it('says application passwords are off on an https site that does not offer them', () => {
    const disabled = new WordpressError('auth', 401, 'application_passwords_disabled', 'Application passwords are not available.');
    expect(explainWordpressFailure(disabled, 'https://blog.example.kr')).toBe(C.appPasswordsDisabled);
    const visitor = new WordpressError('auth', 401, 'rest_not_logged_in', 'You are not currently logged in.');
    expect(explainWordpressFailure(visitor, 'https://blog.example.kr', false)).toBe(C.appPasswordsDisabled);
    expect(explainWordpressFailure(visitor, 'http://blog.example.kr', false)).toBe(C.httpNotLocal);
    expect(explainWordpressFailure(visitor, 'https://blog.example.kr', true)).toBe(visitorExplained);
  });

  it('falls back to ?rest_route= when pretty permalinks are off, and connects and publishes through it', async () => {
    const { res, client, userId } = await connect({ permalinks: 'plain' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: '가짜 워드프레스', status: 'active' });
    // /wp-json/ is tried once (WordPress's HTML 404 page), then every call goes through ?rest_route=.
    expect(kit.wp.requests.filter((r) => r.includes('/wp-json'))).toHaveLength(1);
    expect(kit.wp.requests).toContain('GET /?rest_route=%2Fwp%2Fv2%2Fusers%2Fme&context=edit');
    const before = kit.wp.requests.length;
    const generationId = await historyPost(kit.t, userId, { title: `기본 고유주소 ${Date.now()}` });
    const created = await client.post('/api/publications', { generationId, blogId: res.body.id });
    await publishRunner(kit.t).tick();
    const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(pub).toMatchObject({ status: 'published', error: null, url: `${kit.wp.url}/?p=${kit.wp.posts[0]!.id}` });
    expect(kit.wp.posts).toHaveLength(1);
    const publishing = kit.wp.requests.slice(before);
    expect(publishing).toContain('POST /?rest_route=%2Fwp%2Fv2%2Fposts');
    expect(publishing.filter((r) => r.includes('rest_route')).length).toBeGreaterThan(0);
    // A new client per try: it finds the plain style again with one /wp-json/ probe, then never again.
    expect(publishing.filter((r) => r.includes('/wp-json'))).toHaveLength(1);
  });
});
