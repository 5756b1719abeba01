import { zValidator } from '@hono/zod-validator';
import { type Context, Hono } from 'hono';
import {
  accountMessages,
  changePasswordInput,
  checkDeletedInput,
  deleteAccountInput,
  googleConsentInput,
  loginInput,
  passwordCheckInput,
  type PasswordCheckResponse,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  signupInput,
  type SignupResponse,
  updateProfileInput,
} from '@contracts/accounts';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { forwardCookies } from '../../lib/forward-cookies';
import { consumeRateLimit } from '../../lib/rate-limit';
import { before, declareInput, inputError, valid } from '../../lib/validate';
import { assertSameUser, authHeaders, requireSignedIn } from './viewer';
import { withAuthContext } from '../../lib/request-context';
import { acceptGoogleConsent, deleteMember, discardUnconsentedGoogleUser } from './account-lifecycle.service';
import type { AccountHooks } from './account-hooks';
import { limits } from './accounts.limits';
import { logIn, signUp, VERIFIED_CALLBACK_PATH } from './accounts.service';
import { messages } from './accounts.messages';
import { findLatestDeletion } from './deleted-accounts.service';
import { assertAcceptablePassword, passwordProblem } from './password-policy';
import { sendPasswordResetLink } from './password-reset.service';
import { claimVisitor } from './claim-visitor';
import { memberExists, toUserRecord, updateProfile } from './users.service';
import { clearVisitorToken } from './visitor-cookie';

/** Sign-up's input, where a name with other than letters gets its own answer (INVALID_NAME), as the spec has it. */
const validSignup = declareInput(
  zValidator('json', signupInput, (result) => {
    if (result.success) return;
    const nameProblem = result.error.issues.find((i) => i.path[0] === 'firstName' || i.path[0] === 'lastName');
    if (nameProblem?.message === accountMessages.nameLettersOnly) throw new AppError('INVALID_NAME', accountMessages.invalidNameServer, 400);
    throw inputError(result.error.issues);
  }),
  'json',
  signupInput,
);

/** Limits an address before its body is read, so malformed requests count too. */
const limitByIp = (prefix: string, rule: Parameters<typeof consumeRateLimit>[2]) =>
  before((c) => consumeRateLimit(c.get('deps').db, `${prefix}:ip:${c.get('clientIp')}`, rule));

const signedIn = before(requireSignedIn);

const signedInToDelete = (c: Context<AppEnv>) =>
  requireSignedIn(c).catch(() => {
    throw new AppError('UNAUTHENTICATED', messages.deleteUserNotFound, 401);
  });

/** Sign-up, login and the member's own account; `hooks` are what other features keep for an account. */
export const usersRoutes = (hooks: AccountHooks) =>
  new Hono<AppEnv>()
    .post('/signup', limitByIp('signup', limits.signupPerIp), validSignup, async (c) => {
      const input = c.req.valid('json');
      await withAuthContext(c, () => signUp(c.get('deps'), hooks, { ...input, clientIp: c.get('clientAddress') }));
      return c.json({ success: true, email: input.email } satisfies SignupResponse, 201);
    })
    .post('/login', valid('json', loginInput), async (c) => {
      const input = c.req.valid('json');
      const { answer, user } = await withAuthContext(c, () => logIn(c.get('deps'), { ...input, clientIp: c.get('clientIp'), headers: authHeaders(c) }));
      forwardCookies(c, answer);
      await claimVisitor(c, user, hooks);
      return c.json({ user: toUserRecord(c.get('deps').env, user) }, 200);
    })
    // Lets the forms show, as the member types, why the server would refuse a new password.
    .post('/password-check', limitByIp('password-check', limits.passwordCheckPerIp), valid('json', passwordCheckInput), async (c) => {
      const { password, email } = c.req.valid('json');
      const message = await passwordProblem(password, { email });
      return c.json({ ok: message === null, message } satisfies PasswordCheckResponse, 200);
    })
    .post('/logout', async (c) => {
      const { auth } = c.get('deps');
      const res = await withAuthContext(c, () => auth.api.signOut({ headers: authHeaders(c), asResponse: true }));
      forwardCookies(c, res);
      clearVisitorToken(c);
      return c.json({ success: true }, 200);
    })
    .post('/check-deleted', limitByIp('check-deleted', limits.checkDeletedPerIp), valid('json', checkDeletedInput), async (c) => {
      const { db, secret } = c.get('deps');
      const { email } = c.req.valid('json');
      const deletedAt = await findLatestDeletion(db, secret, email);
      return c.json({ success: true, isDeleted: deletedAt !== null, deletedAt: deletedAt?.toISOString() ?? null }, 200);
    })
    .post('/password-reset', valid('json', passwordResetRequestInput), async (c) => {
      const { db, auth, logger } = c.get('deps');
      const { email } = c.req.valid('json');
      await consumeRateLimit(db, `reset:ip:${c.get('clientIp')}`, limits.resetPerIp);
      await consumeRateLimit(db, `reset:email:${email}`, limits.resetPerEmail);
      // Spec §4: an unknown address is reported, so the page can offer sign-up with it.
      if (!(await memberExists(db, email))) throw new AppError('ACCOUNT_NOT_FOUND', messages.accountNotFound, 404);
      const sent = await withAuthContext(c, () => sendPasswordResetLink(auth, email)).catch((err: unknown) => {
        logger.error('password reset request failed', { error: String(err) });
        throw new AppError('RESET_FAILED', messages.resetRequestFailed, 502);
      });
      if (!sent) throw new AppError('ACCOUNT_NOT_FOUND', messages.accountNotFound, 404);
      return c.json({ success: true }, 200);
    })
    // better-auth's own limiter does not see auth.api calls, so token guessing is limited here.
    .post('/password-reset/confirm', limitByIp('reset-confirm', limits.resetConfirmPerIp), valid('json', passwordResetConfirmInput), async (c) => {
      const { auth } = c.get('deps');
      const input = c.req.valid('json');
      await assertAcceptablePassword(input.password);
      try {
        await withAuthContext(c, () => auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } }));
      } catch {
        throw new AppError('RESET_TOKEN_INVALID', messages.resetTokenInvalid, 400);
      }
      return c.json({ success: true }, 200);
    })
    .post('/google-consent', signedIn, valid('json', googleConsentInput), async (c) => {
      const { db, secret, env } = c.get('deps');
      const { user } = await requireSignedIn(c);
      const input = c.req.valid('json');
      assertSameUser(input.userId, user.id);
      try {
        const updated = await acceptGoogleConsent(db, secret, user, { ...input, clientIp: c.get('clientAddress') }, hooks.memberCreated);
        return c.json({ success: true, user: toUserRecord(env, updated) }, 200);
      } catch (err) {
        if (err instanceof AppError && err.code === 'RESIGNUP_LOCKED') await signOutQuietly(c);
        throw err;
      }
    })
    .post('/google-consent/decline', async (c) => {
      const { db } = c.get('deps');
      const { user } = await requireSignedIn(c);
      await signOutQuietly(c);
      if (user.grade === '') await discardUnconsentedGoogleUser(db, user.id);
      return c.json({ success: true }, 200);
    })
    .post('/delete-account', before(signedInToDelete), valid('json', deleteAccountInput), async (c) => {
      const { db, secret, storage } = c.get('deps');
      const { user } = await signedInToDelete(c);
      assertSameUser(c.req.valid('json').userId, user.id);
      await signOutQuietly(c);
      // Stored image files are not rows: they go first, then the account (whose rows cascade).
      await hooks.memberDeleting({ db, storage }, user.id);
      await deleteMember(db, secret, user);
      clearVisitorToken(c);
      return c.json({ success: true, message: messages.deleted }, 200);
    })
    .patch('/me', signedIn, valid('json', updateProfileInput), async (c) => {
      const { db, env } = c.get('deps');
      const { user } = await requireSignedIn(c);
      const updated = await updateProfile(db, user, c.req.valid('json'));
      return c.json({ user: toUserRecord(env, updated) }, 200);
    })
    .post('/me/password', signedIn, valid('json', changePasswordInput), async (c) => {
      const { auth } = c.get('deps');
      const { user } = await requireSignedIn(c);
      const input = c.req.valid('json');
      await assertAcceptablePassword(input.password, { email: user.email });
      const res = await withAuthContext(c, () =>
        auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
          headers: authHeaders(c),
          asResponse: true,
        }),
      );
      if (!res.ok) throw new AppError('CURRENT_PASSWORD_WRONG', messages.currentPasswordWrong, 400);
      forwardCookies(c, res);
      return c.json({ success: true }, 200);
    })
    .post('/me/verification-mail', async (c) => {
      const { auth, db } = c.get('deps');
      const { user } = await requireSignedIn(c);
      await consumeRateLimit(db, `verify-mail:user:${user.id}`, limits.verificationMailPerMember);
      if (!user.verified) await withAuthContext(c, () => auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: VERIFIED_CALLBACK_PATH } }));
      return c.json({ success: true }, 200);
    });

async function signOutQuietly(c: Context<AppEnv>) {
  const { auth } = c.get('deps');
  const res = await withAuthContext(c, () => auth.api.signOut({ headers: authHeaders(c), asResponse: true }));
  forwardCookies(c, res);
}
