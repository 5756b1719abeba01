import { useNavigate, useSearchParams } from 'react-router-dom';
import { type PasswordResetConfirmInput, PASSWORD_MIN_LENGTH } from '@contracts/accounts';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field, FormError } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useModalStore } from '@/stores/modal-store';
import { usePasswordProblem } from '../api/password-check';
import { useConfirmPasswordReset } from '../api/password-reset';
import { serverMessageOr } from '../error-message';
import { ui } from '../messages';

/**
 * The page's heading, the same whatever the link: the server sends it as the page's first screen (page-frame.tsx).
 */
function ResetPage({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md space-y-5">
      <PageHeading title={ui.resetTitle} summary={ui.resetNote} />
      <Card>{children}</Card>
    </section>
  );
}

/**
 * The page the reset mail links to: a new password twice; every session ends on success. A link that is
 * missing its token, expired or already used offers to send a new one instead of leaving the member here.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useSchemaForm<PasswordResetConfirmInput>({ token, password: '', passwordConfirm: '' }, () =>
    import('@contracts/accounts').then((m) => m.passwordResetConfirmInput),
  );
  const mutation = useConfirmPasswordReset({
    onSuccess: () => {
      toast({ title: ui.passwordChangedTitle, description: ui.passwordChangedDescription });
      navigate(paths.home.href(), { replace: true });
      useModalStore.getState().open('login');
    },
    onError: (err) => {
      if (!(err instanceof ApiError && err.code === 'RESET_TOKEN_INVALID')) form.setRootError(serverMessageOr(err, ui.passwordChangeFailed));
    },
  });
  const { errors } = form;
  const passwordProblem = usePasswordProblem(form.values.password);
  const deadLink = !token || (mutation.error instanceof ApiError && mutation.error.code === 'RESET_TOKEN_INVALID');
  if (deadLink) {
    return (
      <ResetPage>
        <CardBody className="space-y-3 py-6">
          <p role="alert" className="text-sm text-red-700">{token ? ui.expiredResetLink : ui.badResetLink}</p>
          <Button className="w-full" onClick={() => useModalStore.getState().open('passwordReset')}>
            {ui.sendNewResetLink}
          </Button>
        </CardBody>
      </ResetPage>
    );
  }
  return (
    <ResetPage>
      <CardBody className="py-6">
        <form noValidate className="space-y-3" onSubmit={(e) => void form.handleSubmit((v) => mutation.mutate(v))(e)}>
          <Field
            label={ui.newPassword}
            error={errors.password}
            hint={passwordProblem ?? ui.atLeast(PASSWORD_MIN_LENGTH)}
            hintTone={passwordProblem ? 'danger' : 'muted'}
          >
            {(p) => <PasswordInput {...p} autoComplete="new-password" value={form.values.password} onChange={(e) => form.set('password', e.target.value)} />}
          </Field>
          <Field label={ui.newPasswordConfirm} error={errors.passwordConfirm}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" value={form.values.passwordConfirm} onChange={(e) => form.set('passwordConfirm', e.target.value)} />}
          </Field>
          <FormError message={errors.root} />
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? ui.changing : ui.changePassword}
          </Button>
        </form>
      </CardBody>
    </ResetPage>
  );
}
