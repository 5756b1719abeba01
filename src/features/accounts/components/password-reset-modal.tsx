import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { passwordResetRequestInput } from '@contracts/accounts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useModalStore } from '@/stores/modal-store';
import { useRequestPasswordReset } from '../api/password-reset';
import { ui } from '../messages';

type ResetForm = z.input<typeof passwordResetRequestInput>;

/** Spec §2/§4 password reset: unknown email → signup with it; known → mail sent, back to login. */
export function PasswordResetModal() {
  const { email, open } = useModalStore();
  const form = useForm<ResetForm>({ resolver: lazyResolver(() => import('@contracts/accounts').then((m) => m.passwordResetRequestInput)), defaultValues: { email } });
  const mutation = useRequestPasswordReset({
    onSuccess: (_r, address) => {
      toast({ title: ui.resetSentTitle, description: ui.resetSentDescription(address) });
      open('login', { email: address });
    },
    onError: (err, address) => {
      if (err instanceof ApiError && err.code === 'ACCOUNT_NOT_FOUND') {
        toast({ title: ui.accountNotFoundTitle, description: ui.accountNotFoundDescription });
        open('signup', { email: address });
        return;
      }
      const message = err instanceof ApiError && err.status === 429 ? err.message : ui.resetFailed;
      form.setError('root', { message });
      toast({ title: ui.resetFailedTitle, description: message, variant: 'destructive' });
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v.email.trim().toLowerCase()))}>
      <p className="text-sm text-slate-600">{ui.resetIntro}</p>
      <Field label={ui.email} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...form.register('email')} />}
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? ui.sending : ui.sendResetLink}
      </Button>
      <p className="text-center text-sm">
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => open('login')}>
          {ui.backToLogin}
        </button>
      </p>
    </form>
  );
}
