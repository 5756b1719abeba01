import { useForm } from 'react-hook-form';
import type { ChangePasswordInput, UpdateProfileInput } from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useAuthStore } from '@/stores/auth-store';
import { useChangePassword, useUpdateProfile } from '../../api/account';
import { usePasswordProblem } from '../../api/password-check';
import { serverMessageOr } from '../../error-message';
import { announceAuthChange, refreshSession } from '../../session-sync';
import { ui } from '../../messages';

type NameForm = Required<Pick<UpdateProfileInput, 'lastName' | 'firstName'>>;
// Both names, with the rules of the profile update (loaded, with zod, the first time the form validates).
const nameForm = () => import('@contracts/accounts').then((m) => m.updateProfileInput.pick({ lastName: true, firstName: true }).required());

const splitName = (name: string) => {
  const [last = '', ...rest] = name.split(' ');
  return { lastName: last, firstName: rest.join(' ') };
};

export function NameForm() {
  const displayName = useAuthStore((s) => s.displayName);
  const form = useForm<NameForm>({ resolver: lazyResolver(nameForm), defaultValues: splitName(displayName) });
  const mutation = useUpdateProfile({
    onSuccess: async () => {
      toast({ title: ui.nameChanged });
      await refreshSession();
      announceAuthChange();
    },
    onError: (err) => form.setError('root', { message: serverMessageOr(err, ui.nameChangeFailed) }),
  });
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{ui.changeName}</h2>
      </CardHeader>
      <CardBody>
        <form noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <Field label={ui.lastName} error={errors.lastName?.message}>
            {(p) => <Input {...p} maxLength={50} {...form.register('lastName')} />}
          </Field>
          <Field label={ui.firstName} error={errors.firstName?.message}>
            {(p) => <Input {...p} maxLength={50} {...form.register('firstName')} />}
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {ui.save}
          </Button>
          <FormError message={errors.root?.message} className="sm:col-span-3" />
        </form>
      </CardBody>
    </Card>
  );
}

export function PasswordForm() {
  const form = useForm<ChangePasswordInput>({
    resolver: lazyResolver(() => import('@contracts/accounts').then((m) => m.changePasswordInput)),
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  });
  const mutation = useChangePassword({
    onSuccess: () => {
      form.reset();
      toast({ title: ui.passwordChanged, description: ui.otherDevicesLoggedOut });
    },
    onError: (err) => form.setError('root', { message: serverMessageOr(err, ui.passwordChangeFailed) }),
  });
  const errors = form.formState.errors;
  const email = useAuthStore((s) => s.email);
  const passwordProblem = usePasswordProblem(form.watch('password'), email);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{ui.changePassword}</h2>
      </CardHeader>
      <CardBody>
        <form noValidate className="grid gap-3 sm:max-w-sm" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <Field label={ui.currentPassword} error={errors.currentPassword?.message}>
            {(p) => <PasswordInput {...p} autoComplete="current-password" {...form.register('currentPassword')} />}
          </Field>
          <Field label={ui.newPassword} error={errors.password?.message} hint={passwordProblem ?? undefined} hintTone="danger">
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field label={ui.newPasswordConfirm} error={errors.passwordConfirm?.message}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...form.register('passwordConfirm')} />}
          </Field>
          <FormError message={errors.root?.message} />
          <Button type="submit" disabled={mutation.isPending}>
            {ui.changePassword}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
