import { useQueryClient } from '@tanstack/react-query';
import { Eye, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { Loading, LoadError } from '@/components/ui/load-state';
import { ApiError } from '@/lib/api-client';
import { useAdminCategories } from '../api/get-admin-categories';
import { useSendLog } from '../api/get-send-log';
import { useSubscribers } from '../api/get-subscribers';
import { usePreviewReport } from '../api/preview-report';
import { reportsKeys } from '../api/reports-keys';
import { useResend } from '../api/resend';
import { useSendNow } from '../api/send-now';
import { AdminCategoryEditor } from './admin-category-editor';
import { ReportFrame } from './report-frame';
import { formatSeoul } from '@/lib/format-seoul';
import { messages } from '../messages';

const time = (iso: string | null) => (iso ? formatSeoul(iso, { dateStyle: 'short', timeStyle: 'short' }) : '—');
const statusLabel = messages.statusLabel;
const fail = (title: string) => (err: unknown) => toast({ title, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });

/** `/admin/keyword-report`: categories, subscribers, preview, send now, and the send log with resends. */
export function AdminReportConsole() {
  const queryClient = useQueryClient();
  const categories = useAdminCategories();
  const subscribers = useSubscribers();
  const log = useSendLog();
  const [preview, setPreview] = useState<{ subject: string; html: string; to: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reportsKeys.admin });
  const previewReport = usePreviewReport();
  const sendNow = useSendNow();
  const resend = useResend();

  if (categories.isError) return <LoadError message={categories.error.message} />;
  if (categories.isPending) return <Loading />;

  const showPreview = async (userId: string) => {
    setBusy(userId);
    try {
      setPreview(await previewReport.mutateAsync(userId));
    } catch (err) {
      fail(messages.previewFailed)(err);
    } finally {
      setBusy(null);
    }
  };
  const sendAll = async () => {
    if (!(await confirm({ title: messages.sendNow, message: messages.sendNowMessage, confirmText: messages.send, confirmColor: 'blue' }))) return;
    try {
      const { queued } = await sendNow.mutateAsync();
      toast({ title: messages.sendStarted, description: messages.sendingTo(queued) });
      await refresh();
    } catch (err) {
      fail(messages.sendFailed)(err);
    }
  };
  return (
    <div className="space-y-5">
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">{messages.categoriesTitle}</h2>
        </CardHeader>
        <CardBody>
          <AdminCategoryEditor categories={categories.data.categories} onChanged={refresh} />
        </CardBody>
      </Card>

      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{messages.subscribersTitle(subscribers.data ? subscribers.data.subscribers.length : null)}</h2>
          <Button size="sm" onClick={() => void sendAll()}>
            <Send className="size-4" aria-hidden /> {messages.sendNow}
          </Button>
        </CardHeader>
        <CardBody>
          {subscribers.data?.subscribers.length ? (
            <ul className="divide-y divide-slate-100" aria-label={messages.subscribersLabel}>
              {subscribers.data.subscribers.map((s) => (
                <li key={s.id} className="flex items-center gap-2 py-2 text-sm">
                  <span className="flex-1">
                    {s.name} <span className="text-slate-500">{s.email}</span>
                    {!s.verified ? <span className="ml-1 text-xs text-amber-700">{messages.unverified}</span> : null}
                  </span>
                  <Button size="sm" variant="ghost" onClick={() => void showPreview(s.id)} disabled={busy !== null} aria-label={messages.previewFor(s.email)}>
                    <Eye className="size-4" aria-hidden /> {busy === s.id ? messages.making : messages.preview}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{messages.noSubscribers}</p>
          )}
          {preview ? (
            <div className="mt-4 space-y-2">
              <p className="text-sm text-slate-600">
                {messages.previewTo(preview.to)}
                <strong>{preview.subject}</strong>
              </p>
              <ReportFrame title={messages.previewTitle} html={preview.html} />
            </div>
          ) : null}
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">{messages.logTitle}</h2>
        </CardHeader>
        {/* A phone scrolls the wide tables sideways: the region takes focus so a keyboard can scroll it too. */}
        <CardBody className="space-y-4 overflow-x-auto" role="region" aria-label={messages.logTitle} tabIndex={0}>
          {log.isPending ? <Spinner label={messages.logLoading} /> : null}
          {log.data && log.data.runs.length === 0 ? <p className="text-sm text-slate-500">{messages.noRuns}</p> : null}
          {log.data && log.data.runs.length > 0 ? (
            <>
              <table className="w-full min-w-[36rem] text-sm" aria-label={messages.runsLabel}>
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th className="py-1">{messages.run}</th>
                    <th>{messages.trigger}</th>
                    <th>{messages.status}</th>
                    <th>{messages.sent}</th>
                    <th>{messages.failed}</th>
                    <th>{messages.pending}</th>
                    <th>{messages.note}</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data?.runs.map((r) => (
                    <tr key={r.id} className="border-t border-slate-100">
                      <td className="py-1">{time(r.startedAt)}</td>
                      <td>{r.trigger === 'manual' ? messages.manual : messages.scheduled}</td>
                      <td>{statusLabel[r.status] ?? r.status}</td>
                      <td>{r.sent}</td>
                      <td className={r.failed ? 'font-semibold text-red-700' : undefined}>{r.failed}</td>
                      <td>{r.pending}</td>
                      <td className="max-w-64 text-xs text-slate-500">{r.error ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table className="w-full min-w-[36rem] text-sm" aria-label={messages.sendsLabel}>
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th className="py-1">{messages.recipient}</th>
                    <th>{messages.status}</th>
                    <th>{messages.attempts}</th>
                    <th>{messages.error}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {log.data?.sends.map((s) => (
                    <tr key={s.id} className="border-t border-slate-100">
                      <td className="py-1">{s.email}</td>
                      <td className={s.status === 'failed' ? 'font-semibold text-red-700' : undefined}>{statusLabel[s.status] ?? s.status}</td>
                      <td>{s.attempts}</td>
                      <td className="max-w-64 truncate text-xs text-slate-500" title={s.lastError ?? ''}>
                        {s.lastError ?? ''}
                      </td>
                      <td>
                        {s.status === 'failed' ? (
                          <Button size="sm" variant="ghost" onClick={async () => { await resend.mutateAsync(s.id).catch(fail(messages.resendFailed)); await refresh(); }}>
                            <RotateCcw className="size-4" aria-hidden /> {messages.resend}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}
