import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@contracts/accounts';
import { createClient } from '../../testing/browser-client';
import { buildSignup, signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { passwordProblem } from './password-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('passwordProblem', () => {
  it.each([
    ['        ', accountMessages.passwordBlank],
    ['12345678', accountMessages.passwordCommon],
    ['password', accountMessages.passwordCommon],
    ['Password', accountMessages.passwordCommon],
    ['qwer1234', accountMessages.passwordCommon],
    ['1q2w3e4r!', accountMessages.passwordCommon],
    ['saranghae', accountMessages.passwordCommon],
    ['dkssudgktpdy', accountMessages.passwordCommon],
    ['kkkkkkkkk', accountMessages.passwordRepetitive],
    ['56789012', accountMessages.passwordRepetitive],
    ['short', accountMessages.passwordTooShort],
  ])('refuses %j', async (password, message) => {
    expect(await passwordProblem(password)).toBe(message);
  });

  it('refuses a password built from the email address', async () => {
    expect(await passwordProblem('blogking2025', { email: 'BlogKing@naver.com' })).toBe(accountMessages.passwordLikeEmail);
    expect(await passwordProblem('blogking2025', { email: 'other@naver.com' })).toBeNull();
  });

  it('accepts a passphrase, Korean included', async () => {
    expect(await passwordProblem('korea-blog-2025')).toBeNull();
    expect(await passwordProblem('제주도 푸른 밤 2025')).toBeNull();
  });
});

describe('the password policy on every route that sets a password', () => {
  it('refuses a sign-up with eight spaces, 12345678 or password, with the reason in Korean', async () => {
    for (const password of ['        ', '12345678', 'password']) {
      const res = await createClient(t).post('/api/users/signup', buildSignup({ password, passwordConfirm: password }));
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
  });

  it('refuses a common new password on change, and the old one keeps working', async () => {
    const client = createClient(t);
    const { email } = await signUpAndLogin(client);
    const res = await client.post('/api/users/me/password', { currentPassword: 'korea-blog-2025', password: 'iloveyou', passwordConfirm: 'iloveyou' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('WEAK_PASSWORD');
    expect((await createClient(t).post('/api/users/login', { email, password: 'korea-blog-2025' })).status).toBe(200);
  });

  it('refuses a common password in a reset before the token is even tried', async () => {
    const res = await createClient(t).post('/api/users/password-reset/confirm', { token: 'any', password: 'football1', passwordConfirm: 'football1' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('WEAK_PASSWORD');
  });

  it('answers the live check the forms ask while a member types', async () => {
    const client = createClient(t);
    expect((await client.post('/api/users/password-check', { password: 'password1' })).body).toEqual({ ok: false, message: accountMessages.passwordCommon });
    expect((await client.post('/api/users/password-check', { password: '새벽 세 시의 블로그' })).body).toEqual({ ok: true, message: null });
  });
});
