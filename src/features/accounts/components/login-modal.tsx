import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { accountMessages, type LoginInput } from '@contracts/accounts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { returnTo, useModalStore } from '@/stores/modal-store';
import { useLogin } from '../api/login';
import { ui } from '../messages';
import { announceAuthChange, refreshSession, settleWallet } from '../session-sync';
import { GoogleButton } from './google-button';
import { LegalLink } from './legal-links';

/** Spec §2 login modal: email, password, reset link, Google, signup link, terms and privacy links. */
export function LoginModal() {
  const { email, reason, open, close } = useModalStore();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ resolver: lazyResolver(() => import('@contracts/accounts').then((m) => m.loginInput)), defaultValues: { email, password: '' } });
  const mutation = useLogin({
    onSuccess: async ({ user }) => {
      // Spec §4: to '/', unless login was asked for on the way to another page: then to that page.
      const target = returnTo.take(paths.home.href());
      close();
      toast({ title: ui.loginSuccessTitle, description: ui.loginSuccessDescription(user.name) });
      navigate(target);
      const session = await refreshSession();
      announceAuthChange();
      if (session?.user) await settleWallet(session.user);
    },
    onError: (err) => {
      const message = err instanceof ApiError && err.status !== 401 ? err.message : accountMessages.loginFailed;
      form.setError('root', { message });
    },
  });
  const errors = form.formState.errors;
  return (
    <div className="space-y-4">
      {reason ? <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">{reason}</p> : null}
      <form noValidate className="space-y-3" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <Field label={ui.email} error={errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...form.register('email')} />}
        </Field>
        <Field label={ui.password} error={errors.password?.message}>
          {(p) => <PasswordInput {...p} autoComplete="current-password" {...form.register('password')} />}
        </Field>
        <FormError message={errors.root?.message} />
        <div className="flex justify-end">
          <button type="button" className="text-sm text-slate-600 hover:text-slate-900" onClick={() => open('passwordReset')}>
            {ui.forgotPassword}
          </button>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? ui.loggingIn : ui.login}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {ui.or}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton />
      <p className="text-center text-sm text-slate-600">
        {ui.notMember}{' '}
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => open('signup')}>
          {ui.signup}
        </button>
      </p>
      <p className="text-center text-xs text-slate-500">
        <LegalLink kind="terms">{ui.termsShort}</LegalLink> · <LegalLink kind="privacyPolicy">{ui.privacy}</LegalLink>
      </p>
    </div>
  );
}
