import type { ChangePasswordInput, UpdateProfileInput } from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { useSchemaForm } from '@/lib/use-schema-form';
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
  const form = useSchemaForm<NameForm>(splitName(displayName), nameForm);
  const mutation = useUpdateProfile({
    onSuccess: async () => {
      toast({ title: ui.nameChanged });
      await refreshSession();
      announceAuthChange();
    },
    onError: (err) => form.setRootError(serverMessageOr(err, ui.nameChangeFailed)),
  });
  const { errors } = form;
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{ui.changeName}</h2>
      </CardHeader>
      <CardBody>
        <form noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={(e) => void form.handleSubmit((v) => mutation.mutate(v))(e)}>
          <Field label={ui.lastName} error={errors.lastName}>
            {(p) => <Input {...p} maxLength={50} value={form.values.lastName} onChange={(e) => form.set('lastName', e.target.value)} />}
          </Field>
          <Field label={ui.firstName} error={errors.firstName}>
            {(p) => <Input {...p} maxLength={50} value={form.values.firstName} onChange={(e) => form.set('firstName', e.target.value)} />}
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {ui.save}
          </Button>
          <FormError message={errors.root} className="sm:col-span-3" />
        </form>
      </CardBody>
    </Card>
  );
}

export function PasswordForm() {
  const form = useSchemaForm<ChangePasswordInput>({ currentPassword: '', password: '', passwordConfirm: '' }, () =>
    import('@contracts/accounts').then((m) => m.changePasswordInput),
  );
  const mutation = useChangePassword({
    onSuccess: () => {
      form.reset();
      toast({ title: ui.passwordChanged, description: ui.otherDevicesLoggedOut });
    },
    onError: (err) => form.setRootError(serverMessageOr(err, ui.passwordChangeFailed)),
  });
  const { errors } = form;
  const email = useAuthStore((s) => s.email);
  const passwordProblem = usePasswordProblem(form.values.password, email);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{ui.changePassword}</h2>
      </CardHeader>
      <CardBody>
        <form noValidate className="grid gap-3 sm:max-w-sm" onSubmit={(e) => void form.handleSubmit((v) => mutation.mutate(v))(e)}>
          <Field label={ui.currentPassword} error={errors.currentPassword}>
            {(p) => <PasswordInput {...p} autoComplete="current-password" value={form.values.currentPassword} onChange={(e) => form.set('currentPassword', e.target.value)} />}
          </Field>
          <Field label={ui.newPassword} error={errors.password} hint={passwordProblem ?? undefined} hintTone="danger">
            {(p) => <PasswordInput {...p} autoComplete="new-password" value={form.values.password} onChange={(e) => form.set('password', e.target.value)} />}
          </Field>
          <Field label={ui.newPasswordConfirm} error={errors.passwordConfirm}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" value={form.values.passwordConfirm} onChange={(e) => form.set('passwordConfirm', e.target.value)} />}
          </Field>
          <FormError message={errors.root} />
          <Button type="submit" disabled={mutation.isPending}>
            {ui.changePassword}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
