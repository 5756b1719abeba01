import { useForm, useWatch } from 'react-hook-form';
import {
  isWithinResignupLockout,
  resignupMessage,
  type SignupStepOneInput,
} from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useModalStore } from '@/stores/modal-store';
import { useCheckSignupStepOne } from '../api/signup';
import { ui } from '../messages';
import { HaveAccountLink } from './legal-links';

/** Spec §2 signup step 1: last name, first name, email; 'next' after the deleted-account check. */
export function SignupStepOne() {
  const { signupDraft, updateSignupDraft } = useModalStore();
  const form = useForm<SignupStepOneInput>({
    resolver: lazyResolver(() => import('@contracts/accounts').then((m) => m.signupStepOneInput)),
    defaultValues: { lastName: signupDraft.lastName, firstName: signupDraft.firstName, email: signupDraft.email },
    mode: 'onTouched',
  });
  const [lastName = '', firstName = '', email = ''] = useWatch({ control: form.control, name: ['lastName', 'firstName', 'email'] });
  // Spec §5: 'next' is enabled only when all three are non-blank after trimming.
  const canContinue = lastName.trim() !== '' && firstName.trim() !== '' && email.trim() !== '';
  const check = useCheckSignupStepOne({
    onSuccess: ({ values, result }) => {
      if (result.isDeleted && result.deletedAt && isWithinResignupLockout(result.deletedAt)) {
        form.setError('email', { message: resignupMessage(result.deletedAt) });
        return;
      }
      updateSignupDraft({ ...values, step: 2 });
    },
    onError: () => form.setError('root', { message: ui.checkDeletedFailed }),
  });
  const errors = form.formState.errors;
  const nameHint = ui.nameHint;
  return (
    <form noValidate className="space-y-3" onSubmit={form.handleSubmit((v) => check.mutate(v))}>
      <p className="text-xs font-medium text-brand-700">{ui.stepOne}</p>
      <div className="grid grid-cols-2 gap-3">
        <Field label={ui.lastName} error={errors.lastName?.message} hint={nameHint}>
          {(p) => <Input {...p} autoComplete="family-name" maxLength={50} placeholder={ui.lastNamePlaceholder} {...form.register('lastName')} />}
        </Field>
        <Field label={ui.firstName} error={errors.firstName?.message} hint={nameHint}>
          {(p) => <Input {...p} autoComplete="given-name" maxLength={50} placeholder={ui.firstNamePlaceholder} {...form.register('firstName')} />}
        </Field>
      </div>
      <Field label={ui.email} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...form.register('email')} />}
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={!canContinue || check.isPending}>
        {check.isPending ? ui.checking : ui.nextStep}
      </Button>
      <HaveAccountLink />
    </form>
  );
}
