import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type PasswordResetConfirmInput, passwordResetConfirmInput, PASSWORD_MIN_LENGTH } from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field, FormError } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useModalStore } from '@/stores/modal-store';
import { usePasswordProblem } from '../api/password-check';
import { useConfirmPasswordReset } from '../api/password-reset';
import { serverMessageOr } from '../error-message';
import { ui } from '../messages';

/**
 * The page the reset mail links to: a new password twice; every session ends on success. A link that is
 * missing its token, expired or already used offers to send a new one instead of leaving the member here.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<PasswordResetConfirmInput>({
    resolver: zodResolver(passwordResetConfirmInput),
    defaultValues: { token, password: '', passwordConfirm: '' },
  });
  const mutation = useConfirmPasswordReset({
    onSuccess: () => {
      toast({ title: ui.passwordChangedTitle, description: ui.passwordChangedDescription });
      navigate(paths.home.href(), { replace: true });
      useModalStore.getState().open('login');
    },
    onError: (err) => {
      if (!(err instanceof ApiError && err.code === 'RESET_TOKEN_INVALID')) form.setError('root', { message: serverMessageOr(err, ui.passwordChangeFailed) });
    },
  });
  const errors = form.formState.errors;
  const passwordProblem = usePasswordProblem(form.watch('password'));
  const deadLink = !token || (mutation.error instanceof ApiError && mutation.error.code === 'RESET_TOKEN_INVALID');
  if (deadLink) {
    return (
      <Card className="mx-auto max-w-md">
        <CardBody className="space-y-3 py-6">
          <h1 className="text-xl font-bold">{ui.resetTitle}</h1>
          <p role="alert" className="text-sm text-red-700">{token ? ui.expiredResetLink : ui.badResetLink}</p>
          <Button className="w-full" onClick={() => useModalStore.getState().open('passwordReset')}>
            {ui.sendNewResetLink}
          </Button>
        </CardBody>
      </Card>
    );
  }
  return (
    <Card className="mx-auto max-w-md">
      <CardBody className="py-6">
        <h1 className="text-xl font-bold text-slate-900">{ui.newPasswordTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">{ui.resetNote}</p>
        <form noValidate className="mt-5 space-y-3" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <Field
            label={ui.newPassword}
            error={errors.password?.message}
            hint={passwordProblem ?? ui.atLeast(PASSWORD_MIN_LENGTH)}
            hintTone={passwordProblem ? 'danger' : 'muted'}
          >
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field label={ui.newPasswordConfirm} error={errors.passwordConfirm?.message}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...form.register('passwordConfirm')} />}
          </Field>
          <FormError message={errors.root?.message} />
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? ui.changing : ui.changePassword}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
