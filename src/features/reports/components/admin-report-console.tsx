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
import { previewReport } from '../api/preview-report';
import { reportKeys } from '../api/reports-keys';
import { resend } from '../api/resend';
import { sendNow } from '../api/send-now';
import { AdminCategoryEditor } from './admin-category-editor';
import { ReportFrame } from './report-frame';
import { formatSeoul } from '@/lib/seoul-time';

const time = (iso: string | null) => (iso ? formatSeoul(iso, { dateStyle: 'short', timeStyle: 'short' }) : '—');
const statusLabel = { pending: '대기', sending: '보내는 중', sent: '보냄', failed: '실패', running: '진행 중', done: '완료' } as Record<string, string>;
const fail = (title: string) => (err: unknown) => toast({ title, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });

/** `/admin/keyword-report`: categories, subscribers, preview, send now, and the send log with resends. */
export function AdminReportConsole() {
  const queryClient = useQueryClient();
  const categories = useAdminCategories();
  const subscribers = useSubscribers();
  const log = useSendLog();
  const [preview, setPreview] = useState<{ subject: string; html: string; to: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reportKeys.admin });

  if (categories.isError) return <LoadError message={categories.error.message} />;
  if (categories.isPending) return <Loading />;

  const showPreview = async (userId: string) => {
    setBusy(userId);
    try {
      setPreview(await previewReport(userId));
    } catch (err) {
      fail('미리보기를 만들지 못했습니다')(err);
    } finally {
      setBusy(null);
    }
  };
  const sendAll = async () => {
    if (!(await confirm({ title: '지금 보내기', message: '구독자 전원에게 이번 주 리포트를 지금 보냅니다.', confirmText: '보내기', confirmColor: 'blue' }))) return;
    try {
      const { queued } = await sendNow();
      toast({ title: '발송을 시작했습니다', description: `${queued}명에게 보내는 중입니다. 아래 발송 기록에서 진행 상황을 볼 수 있어요.` });
      await refresh();
    } catch (err) {
      fail('발송하지 못했습니다')(err);
    }
  };
  return (
    <div className="space-y-5">
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">카테고리와 시드 키워드</h2>
        </CardHeader>
        <CardBody>
          <AdminCategoryEditor categories={categories.data.categories} onChanged={refresh} />
        </CardBody>
      </Card>

      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900">구독자 {subscribers.data ? `${subscribers.data.subscribers.length}명` : ''}</h2>
          <Button size="sm" onClick={() => void sendAll()}>
            <Send className="size-4" aria-hidden /> 지금 보내기
          </Button>
        </CardHeader>
        <CardBody>
          {subscribers.data?.subscribers.length ? (
            <ul className="divide-y divide-slate-100" aria-label="구독자">
              {subscribers.data.subscribers.map((s) => (
                <li key={s.id} className="flex items-center gap-2 py-2 text-sm">
                  <span className="flex-1">
                    {s.name} <span className="text-slate-500">{s.email}</span>
                    {!s.verified ? <span className="ml-1 text-xs text-amber-700">(메일 인증 전: 발송 제외)</span> : null}
                  </span>
                  <Button size="sm" variant="ghost" onClick={() => void showPreview(s.id)} disabled={busy !== null} aria-label={`${s.email} 리포트 미리보기`}>
                    <Eye className="size-4" aria-hidden /> {busy === s.id ? '만드는 중…' : '미리보기'}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">아직 구독자가 없습니다.</p>
          )}
          {preview ? (
            <div className="mt-4 space-y-2">
              <p className="text-sm text-slate-600">
                {preview.to} 에게 갈 리포트: <strong>{preview.subject}</strong>
              </p>
              <ReportFrame title="리포트 미리보기" html={preview.html} />
            </div>
          ) : null}
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">발송 기록</h2>
        </CardHeader>
        <CardBody className="space-y-4 overflow-x-auto">
          {log.isPending ? <Spinner label="발송 기록을 불러오는 중" /> : null}
          {log.data && log.data.runs.length === 0 ? <p className="text-sm text-slate-500">아직 보낸 리포트가 없습니다. 정기 발송은 매주 설정한 요일·시각(한국 시간)에 시작됩니다.</p> : null}
          {log.data && log.data.runs.length > 0 ? (
            <>
              <table className="w-full min-w-[36rem] text-sm" aria-label="발송 회차">
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th className="py-1">회차</th>
                    <th>방식</th>
                    <th>상태</th>
                    <th>보냄</th>
                    <th>실패</th>
                    <th>대기</th>
                    <th>비고</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data?.runs.map((r) => (
                    <tr key={r.id} className="border-t border-slate-100">
                      <td className="py-1">{time(r.startedAt)}</td>
                      <td>{r.trigger === 'manual' ? '수동' : '정기'}</td>
                      <td>{statusLabel[r.status] ?? r.status}</td>
                      <td>{r.sent}</td>
                      <td className={r.failed ? 'font-semibold text-red-700' : undefined}>{r.failed}</td>
                      <td>{r.pending}</td>
                      <td className="max-w-64 text-xs text-slate-500">{r.error ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table className="w-full min-w-[36rem] text-sm" aria-label="발송 내역">
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th className="py-1">받는 사람</th>
                    <th>상태</th>
                    <th>시도</th>
                    <th>오류</th>
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
                          <Button size="sm" variant="ghost" onClick={async () => { await resend(s.id).catch(fail('다시 보내지 못했습니다')); await refresh(); }}>
                            <RotateCcw className="size-4" aria-hidden /> 다시 보내기
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
