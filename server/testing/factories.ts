import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createClient, type TestClient } from './browser-client';
import type { TestApp } from './test-app';

let seq = 0;

/** A valid sign-up body (spec §3 "Sign-up payload") with a fresh email. */
export const buildSignup = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    lastName: '김',
    firstName: '블로거',
    email: `blogger${seq}.${Date.now()}@example.kr`,
    password: 'korea-blog-2025',
    passwordConfirm: 'korea-blog-2025',
    termsAgreed: true,
    privacyAgreed: true,
    emailAgreed: true,
    termsVersion: '1.0',
    privacyVersion: '1.0',
    agreedAt: new Date().toISOString(),
    ...overrides,
  };
};

/** Signs up and logs in through the API; returns the member record. */
export async function signUpAndLogin(client: TestClient, overrides: Record<string, unknown> = {}) {
  const body = buildSignup(overrides);
  const signup = await client.post('/api/users/signup', body);
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const login = await client.post('/api/users/login', { email: body.email, password: body.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { ...body, user: login.body.user as { id: string; email: string; grade: string } };
}

/** A client signed in as an admin: a new member with one of the app's ADMIN_EMAILS, verified. */
export async function signedInAdmin(t: TestApp, email: string) {
  const client = createClient(t);
  await signUpAndLogin(client, { email });
  await t.db.update(users).set({ verified: true }).where(eq(users.email, email));
  return client;
}
