import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import type { CredentialsInput } from '@contracts/keywords';
import { Button } from '@/components/ui/button';
import { Emphasized } from '@/components/ui/emphasized';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { researchKeys } from '@/features/research';
import { useConnectCredentials } from '../api/connect-credentials';
import { useDisconnectCredentials } from '../api/disconnect-credentials';
import type { CredentialsReply } from '../api/get-credentials';
import { keywordsKeys } from '../api/keywords-keys';
import { messages } from '../messages';

/** Connects the member's own Naver Search Ad API keys, and says where to get them and why. */
export function CredentialsPanel({ status }: { status: CredentialsReply }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<CredentialsInput>({ customerId: '', accessLicense: '', secretKey: '' }, () =>
    import('@contracts/keywords').then((m) => m.credentialsInput),
  );
  const disconnectCredentials = useDisconnectCredentials();
  const connect = useConnectCredentials({
    onSuccess: async () => {
      form.reset();
      toast({ title: messages.connected });
      await queryClient.invalidateQueries({ queryKey: keywordsKeys.credentials });
      // A brief asked for before now lacks the volumes only the member's own key brings.
      await queryClient.invalidateQueries({ queryKey: researchKeys.all });
    },
    onError: (err) => form.setRootError(err instanceof ApiError ? err.message : messages.connectFailed),
  });
  const disconnect = async () => {
    if (!(await confirm({ title: messages.disconnectTitle, message: messages.disconnectMessage, confirmText: messages.disconnect, confirmColor: 'red' }))) return;
    await disconnectCredentials.mutateAsync();
    await queryClient.invalidateQueries({ queryKey: keywordsKeys.credentials });
    await queryClient.invalidateQueries({ queryKey: researchKeys.all });
  };
  const { errors, values } = form;
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
        <form noValidate className="space-y-3" onSubmit={(e) => void form.handleSubmit((v) => connect.mutate(v))(e)}>
          <Field label={messages.customerId} error={errors.customerId}>
            {(p) => <Input {...p} inputMode="numeric" autoComplete="off" placeholder="1234567" value={values.customerId} onChange={(e) => form.set('customerId', e.target.value)} />}
          </Field>
          <Field label={messages.accessLicense} error={errors.accessLicense}>
            {(p) => <Input {...p} autoComplete="off" value={values.accessLicense} onChange={(e) => form.set('accessLicense', e.target.value)} />}
          </Field>
          <Field label={messages.secretKey} error={errors.secretKey}>
            {(p) => <Input {...p} type="password" autoComplete="off" value={values.secretKey} onChange={(e) => form.set('secretKey', e.target.value)} />}
          </Field>
          <FormError message={errors.root} />
          <Button type="submit" className="w-full" disabled={connect.isPending}>
            {connect.isPending ? messages.checking : messages.checkAndConnect}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
