import { useState } from 'react';
import { accountMessages, lettersOnly, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRIVACY_VERSION, type SignupInput, TERMS_VERSION } from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { type SignupDraft, useModalStore } from '@/stores/modal-store';
import { usePasswordProblem } from '../api/password-check';
import { useSignup } from '../api/signup';
import { serverMessageOr } from '../error-message';
import { EmailAgreement } from './email-agreement';
import { HaveAccountLink, LegalLink } from './legal-links';
import { ui } from '../messages';

/** The checks run on submit, in the spec's order, with its exact messages (§5). */
export function signupSubmitProblem(draft: SignupDraft, password: string, passwordConfirm: string): string | null {
  // Names are sent stripped to letters, so a name of spaces or lone jamo counts as missing.
  if (!lettersOnly(draft.firstName) || !lettersOnly(draft.lastName)) return accountMessages.namesRequired;
  if (password !== passwordConfirm) return accountMessages.passwordMismatch;
  if (!draft.termsAgreed || !draft.privacyAgreed || !draft.emailAgreed) return accountMessages.agreementsRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  return null;
}

/** Spec §2 signup step 2: passwords with show/hide, three agreements, previous and submit. */
export function SignupStepTwo({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { signupDraft: draft, updateSignupDraft } = useModalStore();
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const passwordProblem = usePasswordProblem(password, draft.email);
  const mutation = useSignup({
    onSuccess: ({ email }) => onSignedUp(email),
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'INVALID_NAME') setProblem(accountMessages.invalidNameServer);
      else setProblem(serverMessageOr(err, accountMessages.signupFailed));
    },
  });
  const signupInput = (): SignupInput => ({
    lastName: draft.lastName,
    firstName: draft.firstName,
    email: draft.email.trim(),
    password,
    passwordConfirm: password,
    termsAgreed: draft.termsAgreed,
    privacyAgreed: draft.privacyAgreed,
    emailAgreed: draft.emailAgreed,
    termsVersion: TERMS_VERSION,
    privacyVersion: PRIVACY_VERSION,
    agreedAt: new Date().toISOString(),
  });
  const allAgreed = draft.termsAgreed && draft.privacyAgreed && draft.emailAgreed;
  const bothTyped = password !== '' && passwordConfirm !== '';
  const matches = bothTyped && password === passwordConfirm;
  const canSubmit = allAgreed && matches && !passwordProblem && !mutation.isPending;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = signupSubmitProblem(draft, password, passwordConfirm);
    setProblem(found);
    if (!found) mutation.mutate(signupInput());
  };
  return (
    <form noValidate className="space-y-3" onSubmit={submit}>
      <p className="text-xs font-medium text-brand-700">{ui.stepTwo}</p>
      <p className="text-sm text-slate-600">
        <strong className="text-slate-900">{draft.email}</strong>
        {ui.signupWith(draft.email)}
      </p>
      <Field
        label={ui.password}
        hint={passwordProblem ?? ui.signupPasswordHint(PASSWORD_MIN_LENGTH)}
        hintTone={passwordProblem ? 'danger' : 'muted'}
      >
        {(p) => (
          <PasswordInput {...p} autoComplete="new-password" value={password} maxLength={PASSWORD_MAX_LENGTH} onChange={(e) => setPassword(e.target.value)} />
        )}
      </Field>
      <Field
        label={ui.passwordConfirm}
        hint={bothTyped ? (matches ? accountMessages.passwordsMatchHint : accountMessages.passwordsMismatchHint) : undefined}
        hintTone={matches ? 'success' : 'danger'}
      >
        {(p) => (
          <PasswordInput {...p} autoComplete="new-password" value={passwordConfirm} maxLength={PASSWORD_MAX_LENGTH} onChange={(e) => setPasswordConfirm(e.target.value)} />
        )}
      </Field>
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-xs font-medium text-slate-500">{ui.agreementsLegend}</legend>
        <Checkbox
          checked={draft.termsAgreed}
          onChange={(e) => updateSignupDraft({ termsAgreed: e.target.checked })}
          label={<>{ui.termsAgreement}<LegalLink kind="terms">{ui.view}</LegalLink>)</>}
        />
        <Checkbox
          checked={draft.privacyAgreed}
          onChange={(e) => updateSignupDraft({ privacyAgreed: e.target.checked })}
          label={<>{ui.privacyAgreement}<LegalLink kind="privacyPolicy">{ui.view}</LegalLink>)</>}
        />
        <EmailAgreement checked={draft.emailAgreed} onChange={(e) => updateSignupDraft({ emailAgreed: e.target.checked })} />
      </fieldset>
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" size="lg" onClick={() => updateSignupDraft({ step: 1 })} disabled={mutation.isPending}>
          {ui.previous}
        </Button>
        <Button type="submit" size="lg" className="flex-1" disabled={!canSubmit}>
          {mutation.isPending ? ui.signingUp : ui.signUp}
        </Button>
      </div>
      <HaveAccountLink />
    </form>
  );
}
