import { accountMessages } from '@contracts/accounts';
import type { AppDeps } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import type { AccountHooks } from './account-hooks';
import { SIGNUP_ANSWER_FLOOR_MS } from './accounts.limits';
import { admitLoginAttempt, recordLoginOutcome } from './login-guard.service';
import { assertAcceptablePassword } from './password-policy';
import { countSignupAttempt, noticeSignupAttempt, untilElapsed } from './signup-notice.service';
import { promoteOnFirstLogin, registerMember } from './users.service';
import { readUserRow, type UserRow } from './viewer';

export const VERIFIED_CALLBACK_PATH = '/?verified=1';

type SignupDeps = Pick<AppDeps, 'db' | 'auth' | 'secret' | 'logger' | 'mailer' | 'sealer' | 'env'>;
export type Signup = { lastName: string; firstName: string; email: string; password: string; emailAgreed: boolean; clientIp: string };
export type Login = { email: string; password: string; clientIp: string; headers: Headers };

/**
 * Signs up from the form: a new address gets its account and a verification mail; a taken one gets
 * nothing but a notice mailed to its owner, and both answer after the same time, so no one learns who
 * is a member. A mail that fails does not undo the account: the member can ask for it again.
 */
export async function signUp(deps: SignupDeps, hooks: Pick<AccountHooks, 'memberCreated'>, input: Signup) {
  const { db, auth, secret, logger, mailer, sealer, env } = deps;
  await assertAcceptablePassword(input.password, { email: input.email });
  // Hashed whether or not the address is free, so a taken one costs the same time.
  const passwordHash = await (await auth.$context).password.hash(input.password);
  const branchStarted = Date.now();
  const mayNotify = await countSignupAttempt(db, input.email);
  const user = await registerMember(
    db,
    secret,
    { lastName: input.lastName, firstName: input.firstName, email: input.email, passwordHash, emailAgreed: input.emailAgreed, clientIp: input.clientIp },
    hooks.memberCreated,
  );
  if (user) {
    await auth.api
      .sendVerificationEmail({ body: { email: user.email, callbackURL: VERIFIED_CALLBACK_PATH } })
      .catch((err: unknown) => logger.error('verification mail failed', { userId: user.id, error: String(err) }));
  } else if (mayNotify) {
    await noticeSignupAttempt({ db, mailer, sealer, logger, baseUrl: env.BASE_URL }, input.email).catch((err: unknown) =>
      logger.error('sign-up notice failed', { error: String(err) }),
    );
  }
  // Creating an account and mailing a notice take different work: both answer after the same floor.
  await untilElapsed(branchStarted, SIGNUP_ANSWER_FLOOR_MS);
}

/**
 * Logs in with email and password behind the login guard; the first login of a new member makes it
 * normal. Returns better-auth's answer, whose cookies the route sends, and the member.
 */
export async function logIn(deps: Pick<AppDeps, 'db' | 'auth'>, input: Login): Promise<{ answer: Response; user: UserRow }> {
  const { db, auth } = deps;
  await admitLoginAttempt(db, { email: input.email, clientIp: input.clientIp });
  const answer = await auth.api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: true },
    headers: input.headers,
    asResponse: true,
  });
  await recordLoginOutcome(db, { email: input.email, clientIp: input.clientIp, succeeded: answer.ok });
  if (!answer.ok) throw new AppError('LOGIN_FAILED', accountMessages.loginFailed, 401);
  const { user: signedIn } = (await answer.json()) as { user: { id: string } };
  await promoteOnFirstLogin(db, signedIn.id);
  const user = await readUserRow(db, signedIn.id);
  if (!user) throw new AppError('LOGIN_FAILED', accountMessages.loginFailed, 401);
  return { answer, user };
}
