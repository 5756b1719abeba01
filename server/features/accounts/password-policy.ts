import { accountMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contracts/accounts';
import { AppError } from '../../lib/app-error';

// zxcvbn-ts's list of ~49,000 leaked passwords (the ones long enough to pass the length rule), plus
// patterns Korean users type that the list misses: Hangul words typed on an English layout.
const KOREAN_COMMON = ['dkssudgktpdy', 'tkfkdgo1234', 'tkfkdgodyo', 'saranghae', 'saranghae1', 'saranghae123', 'gksrmf1234', 'rhksflwk1'];
let common: Promise<Set<string>> | undefined;
// Loaded on the first password set, not at start: the list costs the server ~6 MB at rest.
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common/dist/passwords.json.mjs').then(
    ({ default: list }) => new Set([...list, ...KOREAN_COMMON].filter((p) => p.length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase())),
  ));

// Runs along the digits, the alphabet and keyboard rows, doubled so that '90123456' counts too.
const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((s) => {
  const twice = s + s;
  return [twice, [...twice].reverse().join('')];
});

function isRepetitive(password: string) {
  const p = password.toLowerCase();
  return new Set(p).size <= 2 || SEQUENCES.some((s) => s.includes(p));
}

/** Why a new password is refused, in Korean, or null: length, blank, common, built from the email, repetitive. */
export async function passwordProblem(password: string, context: { email?: string | undefined } = {}): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  if (password.trim() === '') return accountMessages.passwordBlank;
  const lower = password.toLowerCase();
  const leaked = await commonPasswords();
  if (leaked.has(lower) || leaked.has(lower.replace(/[!@#$%^&*.]+$/, ''))) return accountMessages.passwordCommon;
  const local = context.email?.trim().toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) return accountMessages.passwordLikeEmail;
  if (isRepetitive(password)) return accountMessages.passwordRepetitive;
  return null;
}

/** Throws a Korean 400 when a new password breaks the policy; existing passwords are never re-checked. */
export async function assertAcceptablePassword(password: string, context: { email?: string | undefined } = {}) {
  const problem = await passwordProblem(password, context);
  if (problem) throw new AppError('WEAK_PASSWORD', problem, 400);
}
