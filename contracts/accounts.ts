import { z } from 'zod';
import type { WalletView } from './credits';
import { KST_OFFSET_HOURS } from './seoul-time';

// Spec §5 and §9: the account rules both the forms and the server apply.
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const TERMS_VERSION = '1.0';
export const PRIVACY_VERSION = '1.0';
export const RESIGNUP_LOCKOUT_DAYS = 14;
export { KST_OFFSET_HOURS, KST_OFFSET_MS, SEOUL_TIME_ZONE } from './seoul-time';

export const accountMessages = {
  lastNameRequired: '성을 입력해주세요.',
  firstNameRequired: '이름을 입력해주세요.',
  nameTooLong: `${NAME_MAX_LENGTH}자 이내로 입력해주세요.`,
  nameLettersOnly: '한글 또는 영문만 입력할 수 있습니다.',
  namesRequired: '이름과 성을 모두 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '유효한 이메일 주소를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordTooShort: `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`,
  passwordTooLong: `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하여야 합니다.`,
  passwordBlank: '공백만으로 된 비밀번호는 사용할 수 없습니다.',
  passwordCommon: '너무 흔히 쓰이는 비밀번호라 쉽게 추측됩니다. 다른 비밀번호를 입력해주세요.',
  passwordLikeEmail: '이메일 주소가 들어간 비밀번호는 쉽게 추측됩니다. 다른 비밀번호를 입력해주세요.',
  passwordRepetitive: '같은 문자나 연속된 문자만으로 된 비밀번호는 사용할 수 없습니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  passwordsMatchHint: '비밀번호가 일치합니다',
  passwordsMismatchHint: '비밀번호가 일치하지 않습니다',
  agreementsRequired: '서비스 이용약관, 개인정보처리방침, 이메일 수신에 모두 동의해주세요.',
  loginFailed: '이메일 또는 비밀번호를 확인해주세요.',
  invalidNameServer: '이름 형식이 올바르지 않습니다. 특수문자를 제외하고 입력해주세요.',
  signupFailed: '회원가입 중 오류가 발생했습니다.',
} as const;

// Latin or Hangul letters and spaces (jamo included, so typing with an IME is not flagged mid-syllable).
export const NAME_PATTERN = /^[A-Za-z가-힣ㄱ-ㅎㅏ-ㅣ\s]+$/;
// Spec §5 password-reset pattern: non-space, '@', non-space, '.', non-space.
export const RESET_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Names stripped to Latin and Hangul letters (spec §5 "sent data"). */
export const lettersOnly = (s: string) => s.replace(/[^A-Za-z가-힣]/g, '');

// A name of lone jamo ('ㅋㅋ') passes the pattern but strips to nothing, so it counts as missing.
const nameField = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, accountMessages.nameTooLong)
    .regex(NAME_PATTERN, accountMessages.nameLettersOnly)
    .refine((v) => v === '' || !NAME_PATTERN.test(v) || lettersOnly(v) !== '', accountMessages.namesRequired);

/** Emails are trimmed and lowercased wherever they are looked up. */
export const emailField = z
  .string()
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.emailInvalid)
  .pipe(z.email(accountMessages.emailInvalid))
  .transform((e) => e.toLowerCase());

// The cheap rules; the server also refuses common and guessable passwords (password-policy on the server).
export const passwordField = z
  .string()
  .min(1, accountMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong)
  .refine((v) => v.trim() !== '', accountMessages.passwordBlank);

export const passwordCheckInput = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  email: z.string().trim().max(254).optional(),
});
export type PasswordCheckResponse = { ok: boolean; message: string | null };

export const signupStepOneInput = z.object({
  lastName: nameField(accountMessages.lastNameRequired),
  firstName: nameField(accountMessages.firstNameRequired),
  email: emailField,
});
export type SignupStepOneInput = z.input<typeof signupStepOneInput>;

const mustAgree = z.boolean().refine((v) => v, accountMessages.agreementsRequired);

export const signupInput = signupStepOneInput
  .extend({
    password: passwordField,
    passwordConfirm: z.string(),
    termsAgreed: mustAgree,
    privacyAgreed: mustAgree,
    emailAgreed: mustAgree,
    termsVersion: z.literal(TERMS_VERSION).default(TERMS_VERSION),
    privacyVersion: z.literal(PRIVACY_VERSION).default(PRIVACY_VERSION),
    agreedAt: z.iso.datetime({ offset: true }).optional(),
    /** Sent by the reference client; the server records the address it sees instead. */
    clientIp: z.string().max(64).optional(),
  })
  .refine((v) => v.password === v.passwordConfirm, { message: accountMessages.passwordMismatch, path: ['passwordConfirm'] });
export type SignupInput = z.input<typeof signupInput>;
/** The same for a new and a taken address, so no one learns who is a member: the page only learns where the mail went. */
export type SignupResponse = { success: true; email: string };

export const loginInput = z.object({
  email: z.string().trim().min(1, accountMessages.emailRequired).transform((e) => e.toLowerCase()),
  password: z.string().min(1, accountMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, accountMessages.loginFailed),
});
export type LoginInput = z.input<typeof loginInput>;

export const passwordResetRequestInput = z.object({
  email: z
    .string()
    .trim()
    .regex(RESET_EMAIL_PATTERN, accountMessages.emailInvalid)
    .transform((e) => e.toLowerCase()),
});

export const passwordResetConfirmInput = z
  .object({ token: z.string().min(1).max(512), password: passwordField, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, { message: accountMessages.passwordMismatch, path: ['passwordConfirm'] });
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmInput>;

export const changePasswordInput = z
  .object({ currentPassword: z.string().min(1, accountMessages.passwordRequired), password: passwordField, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, { message: accountMessages.passwordMismatch, path: ['passwordConfirm'] });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const updateProfileInput = z
  .object({
    lastName: nameField(accountMessages.lastNameRequired),
    firstName: nameField(accountMessages.firstNameRequired),
  })
  .partial()
  .extend({ wantKeywordReport: z.boolean().optional() });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const checkDeletedInput = z.object({ email: emailField });

export const googleConsentInput = z.object({
  userId: z.string().min(1),
  termsAgreed: z.boolean(),
  privacyAgreed: z.boolean(),
  emailAgreed: z.boolean(),
  clientIp: z.string().max(64).optional(),
  termsVersion: z.literal(TERMS_VERSION).default(TERMS_VERSION),
  privacyVersion: z.literal(PRIVACY_VERSION).default(PRIVACY_VERSION),
});
export type GoogleConsentInput = z.input<typeof googleConsentInput>;

export const deleteAccountInput = z.object({
  userId: z.string().min(1).optional(),
  userData: z.record(z.string(), z.unknown()).optional(),
});

export type Grade = 'new' | 'normal' | 'vip' | '';

/** Spec §3 "User record" as the API sends it. */
export type UserRecord = {
  id: string;
  username: string;
  name: string;
  email: string;
  avatar: string | null;
  collectionId: 'users';
  grade: Grade;
  // Spelled as the spec's record has them; the same counters are genCount / imgCount / advCount everywhere else (counterField).
  gen_cnt: number;
  imgCount: number;
  adv_cnt: number;
  wantKeywordReport: boolean;
  emailVisibility: boolean;
  verified: boolean;
  role: 'user' | 'admin';
};

/** Spec §3 "Anonymous user", without the token (it stays in an httpOnly cookie). */
export type VisitorRecord = { id: string; temp_id: string; gen_cnt: number };

export type SessionResponse = {
  user: UserRecord | null;
  visitor: VisitorRecord | null;
  wallet: WalletView | null;
  /** google: Google sign-in is configured; offlineWriter: no AI model is connected (the built-in writer drafts). */
  features: { google: boolean; offlineWriter: boolean };
};

/** displayName: last name, a space, first name. */
export const displayNameOf = (lastName: string, firstName: string) => `${lettersOnly(lastName)} ${lettersOnly(firstName)}`.trim();

/** username: first_last, lowercased, only a-z, 0-9 and underscore. */
export const usernameOf = (firstName: string, lastName: string) =>
  `${lettersOnly(firstName)}_${lettersOnly(lastName)}`.toLowerCase().replace(/[^a-z0-9_]/g, '');

/** "M월 D일" of the day re-signup opens: deletion time + 14 days, read in KST (+9 h). */
export function resignupDateLabel(deletedAt: Date | string) {
  const opens = new Date(new Date(deletedAt).getTime() + RESIGNUP_LOCKOUT_DAYS * 86_400_000 + KST_OFFSET_HOURS * 3_600_000);
  return `${opens.getUTCMonth() + 1}월 ${opens.getUTCDate()}일`;
}

/** Whether a deletion at `deletedAt` still blocks re-signup at `now`. */
export const isWithinResignupLockout = (deletedAt: Date | string, now = new Date()) =>
  now.getTime() < new Date(deletedAt).getTime() + RESIGNUP_LOCKOUT_DAYS * 86_400_000;

export const resignupMessage = (deletedAt: Date | string) => `해당 메일은 ${resignupDateLabel(deletedAt)} 이후에 재가입이 가능합니다.`;
export const googleResignupMessage = (deletedAt: Date | string) =>
  `이 구글계정은 ${resignupDateLabel(deletedAt)} 이후에 재가입이 가능합니다.`;
