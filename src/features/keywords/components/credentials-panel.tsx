import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { CredentialsInput } from '@contracts/keywords';
import { Button } from '@/components/ui/button';
import { Emphasized } from '@/components/ui/emphasized';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { researchKeys } from '@/features/research';
import { useConnectCredentials } from '../api/connect-credentials';
import { useDisconnectCredentials } from '../api/disconnect-credentials';
import type { CredentialsReply } from '../api/get-credentials';
import { keywordsKeys } from '../api/keywords-keys';
import { messages } from '../messages';

/** Connects the member's own Naver Search Ad API keys, and says where to get them and why. */
export function CredentialsPanel({ status }: { status: CredentialsReply }) {
  const queryClient = useQueryClient();
  const form = useForm<CredentialsInput>({ resolver: lazyResolver(() => import('@contracts/keywords').then((m) => m.credentialsInput)), defaultValues: { customerId: '', accessLicense: '', secretKey: '' } });
  const disconnectCredentials = useDisconnectCredentials();
  const connect = useConnectCredentials({
    onSuccess: async () => {
      form.reset();
      toast({ title: messages.connected });
      await queryClient.invalidateQueries({ queryKey: keywordsKeys.credentials });
      // A brief asked for before now lacks the volumes only the member's own key brings.
      await queryClient.invalidateQueries({ queryKey: researchKeys.all });
    },
    onError: (err) => form.setError('root', { message: err instanceof ApiError ? err.message : messages.connectFailed }),
  });
  const disconnect = async () => {
    if (!(await confirm({ title: messages.disconnectTitle, message: messages.disconnectMessage, confirmText: messages.disconnect, confirmColor: 'red' }))) return;
    await disconnectCredentials.mutateAsync();
    await queryClient.invalidateQueries({ queryKey: keywordsKeys.credentials });
    await queryClient.invalidateQueries({ queryKey: researchKeys.all });
  };
  const errors = form.formState.errors;
  if (status.connected) {
    return (
      <Card>
        <CardBody className="flex flex-wrap items-center gap-3">
          <ShieldCheck className="size-5 text-green-600" aria-hidden />
          <p className="flex-1 text-sm text-slate-700">
            {messages.connectedStatus} <span className="text-slate-500">{messages.keyHint(status.hint)}</span>
          </p>
          <Button size="sm" variant="ghost" onClick={() => void disconnect()}>
            {messages.disconnectTitle}
          </Button>
        </CardBody>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader className="flex items-center gap-2">
        <KeyRound className="size-5 text-brand-600" aria-hidden />
        <h2 className="font-semibold text-slate-900">{messages.connectTitle}</h2>
      </CardHeader>
      <CardBody className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-3 text-sm leading-6 text-slate-700">
          <p>
            <Emphasized text={messages.whyOwnKeys} />
          </p>
          <ol className="list-decimal space-y-1 pl-5">
            {messages.steps.map((step) => (
              <li key={step}>
                <Emphasized text={step} />
              </li>
            ))}
          </ol>
        </div>
        <form noValidate className="space-y-3" onSubmit={form.handleSubmit((v) => connect.mutate(v))}>
          <Field label={messages.customerId} error={errors.customerId?.message}>
            {(p) => <Input {...p} inputMode="numeric" autoComplete="off" placeholder="1234567" {...form.register('customerId')} />}
          </Field>
          <Field label={messages.accessLicense} error={errors.accessLicense?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register('accessLicense')} />}
          </Field>
          <Field label={messages.secretKey} error={errors.secretKey?.message}>
            {(p) => <Input {...p} type="password" autoComplete="off" {...form.register('secretKey')} />}
          </Field>
          <FormError message={errors.root?.message} />
          <Button type="submit" className="w-full" disabled={connect.isPending}>
            {connect.isPending ? messages.checking : messages.checkAndConnect}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
