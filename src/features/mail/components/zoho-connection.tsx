import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirm } from '@/components/ui/confirm-store';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatSeoul } from '@/lib/format-seoul';
import { useDisconnectZoho, useFinishZoho, useMailStatus, useStartZohoConnection } from '../api/mail-api';
import { messages } from '../messages';

export type ZohoReturn = { code: string | null; state: string | null; error: string | null };

const dateOf = (iso: string) => formatSeoul(iso, { dateStyle: 'medium', timeStyle: 'short' });
const errorText = (err: unknown) => (err instanceof ApiError ? err.message : messages.startFailed);

/**
 * `/zoho-oauth`: finishes the connection Zoho sends the admin back with (and says whether it worked),
 * then shows how mail is sent, the connected account and its last failure, with connect and disconnect.
 */
export function ZohoConnection({ returned, onHandled }: { returned: ZohoReturn; onHandled: () => void }) {
  const status = useMailStatus();
  const finish = useFinishZoho();
  const disconnect = useDisconnectZoho();
  const startZohoConnection = useStartZohoConnection();
  const [starting, setStarting] = useState(false);
  const [denied] = useState(returned.error);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !returned.code || !returned.state) return;
    sent.current = true;
    finish.mutate({ code: returned.code, state: returned.state }, { onSettled: onHandled });
  }, [finish, onHandled, returned.code, returned.state]);

  const start = async () => {
    setStarting(true);
    try {
      window.location.assign((await startZohoConnection.mutateAsync()).url);
    } catch (err) {
      setStarting(false);
      toast({ variant: 'destructive', title: messages.startFailed, description: errorText(err) });
    }
  };
  const stop = async () => {
    if (!(await confirm({ title: messages.disconnect, message: messages.disconnectConfirm, confirmText: messages.disconnect, confirmColor: 'red' }))) return;
    disconnect.mutate(undefined, { onSuccess: () => toast({ title: messages.disconnected }) });
  };

  return (
    <div className="mx-auto max-w-xl space-y-4">
      {finish.isPending ? <Loading label={messages.finishing} /> : null}
      {finish.isSuccess ? (
        <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <p className="font-semibold">{messages.connectedTitle}</p>
          <p className="mt-1">{messages.connectedBody(finish.data.zoho.email ?? '')}</p>
        </div>
      ) : null}
      {finish.isError || denied ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">{messages.failedTitle}</p>
          <p className="mt-1">{finish.isError ? errorText(finish.error) : messages.denied}</p>
        </div>
      ) : null}

      {status.isPending ? <Loading /> : status.isError ? <LoadError message={status.error.message} /> : (
        <section aria-label="메일 발송 설정" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-900">{messages.transport(status.data.transport)}</p>
          {status.data.transport !== 'zoho' ? <p className="text-sm text-slate-600">{messages.notZoho}</p> : null}
          {status.data.zoho.missing.length ? <p className="text-sm text-amber-800">{messages.missing(status.data.zoho.missing)}</p> : null}
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <p className="text-xs text-slate-500">{messages.account}</p>
            {status.data.zoho.connected ? (
              <p className="mt-0.5 text-slate-900">
                <strong>{status.data.zoho.email}</strong>
                {status.data.zoho.connectedAt ? <span className="ml-2 text-xs text-slate-500">{messages.connectedAt(dateOf(status.data.zoho.connectedAt))}</span> : null}
              </p>
            ) : (
              <p className="mt-0.5 text-slate-700">{messages.notConnected}</p>
            )}
          </div>
          {status.data.zoho.lastError ? (
            <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <p className="font-semibold">
                {messages.lastErrorTitle}
                {status.data.zoho.lastErrorAt ? <span className="ml-2 text-xs font-normal">{dateOf(status.data.zoho.lastErrorAt)}</span> : null}
              </p>
              <p className="mt-1">{status.data.zoho.lastError}</p>
            </div>
          ) : null}
          <p className="text-xs break-all text-slate-500">{messages.redirectHint(status.data.zoho.redirectUri)}</p>
          {status.data.transport === 'zoho' && status.data.zoho.missing.length === 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void start()} disabled={starting || finish.isPending}>
                {status.data.zoho.connected ? messages.reconnect : messages.connect}
              </Button>
              {status.data.zoho.connected ? (
                <Button variant="secondary" onClick={() => void stop()} disabled={disconnect.isPending}>
                  {messages.disconnect}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}
