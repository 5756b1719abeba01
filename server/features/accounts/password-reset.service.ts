import { randomBytes } from 'node:crypto';
import type { Auth } from '../../lib/auth';

// better-auth's resetPassword looks a token up under this identifier, holding the user's id.
const resetIdentifier = (token: string) => `reset-password:${token}`;
const DEFAULT_RESET_TOKEN_TTL_S = 60 * 60;

/**
 * Stores a reset token where better-auth's resetPassword finds it, then sends the configured reset
 * mail and awaits it. better-auth's own request swallows a failed send (it runs the mail as a
 * background task), which would tell the member a link was sent when none was; here the failure
 * throws, and the unsent token is dropped. Returns false when no account has this email.
 */
export async function sendPasswordResetLink(auth: Auth, email: string): Promise<boolean> {
  const ctx = await auth.$context;
  const sendResetPassword = ctx.options.emailAndPassword?.sendResetPassword;
  if (!sendResetPassword) throw new Error('emailAndPassword.sendResetPassword is not configured');
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (!found) return false;
  const token = randomBytes(18).toString('base64url');
  const identifier = resetIdentifier(token);
  const ttlS = ctx.options.emailAndPassword?.resetPasswordTokenExpiresIn ?? DEFAULT_RESET_TOKEN_TTL_S;
  await ctx.internalAdapter.createVerificationValue({ value: found.user.id, identifier, expiresAt: new Date(Date.now() + ttlS * 1000) });
  try {
    const url = `${ctx.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`;
    await sendResetPassword({ user: found.user, url, token });
  } catch (err) {
    await ctx.internalAdapter.deleteVerificationByIdentifier(identifier).catch(() => undefined);
    throw err;
  }
  return true;
}
