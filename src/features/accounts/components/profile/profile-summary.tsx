import { BadgeCheck, MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { useWalletStore } from '@/features/credits';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { useResendVerificationMail } from '../../api/account';

export const gradeLabels: Record<string, string> = { new: '신규', normal: '일반', vip: 'VIP', '': '약관 동의 전' };
const won = (n: number) => n.toLocaleString('ko-KR');

/** Name, avatar, email, grade, counters and credits of the signed-in member. */
export function ProfileSummary() {
  const auth = useAuthStore();
  const wallet = useWalletStore();
  const resend = useResendVerificationMail({
    onSuccess: () => toast({ title: '인증 메일을 보냈습니다', description: `${auth.email} 의 받은편지함을 확인해 주세요.` }),
    onError: (err) => toast({ title: '보내지 못했습니다', description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
  });
  const counters = [
    ['글 생성', auth.genCount],
    ['이미지', auth.imgCount],
    ['키워드 조회', auth.advCount],
  ] as const;
  return (
    <Card>
      <CardBody className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {auth.photoURL ? (
          <img src={auth.photoURL} alt={`${auth.displayName} 프로필 이미지`} className="size-20 rounded-full border border-slate-200" />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900">
            {auth.displayName}
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {gradeLabels[auth.grade] ?? auth.grade} 등급
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {auth.email}
            {auth.verified ? (
              <span className="inline-flex items-center gap-1 text-green-700">
                <BadgeCheck className="size-4" aria-hidden /> 인증됨
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-amber-700">
                <MailWarning className="size-4" aria-hidden /> 인증 전
                <Button size="sm" variant="ghost" onClick={() => resend.mutate()} disabled={resend.isPending}>
                  인증 메일 다시 보내기
                </Button>
              </span>
            )}
          </p>
        </div>
      </CardBody>
      <CardBody className="grid grid-cols-2 gap-3 border-t border-slate-100 sm:grid-cols-4">
        {counters.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <p className="text-xs text-slate-500">남은 {label}</p>
            <p className="text-lg font-bold text-slate-900">{won(value)}회</p>
          </div>
        ))}
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs text-slate-500">크레딧</p>
          <p className="text-lg font-bold text-slate-900">{won(wallet.totalCredits)}</p>
          <p className="text-xs text-slate-500">
            유료 {won(wallet.paidCredits)} · 이벤트 {won(wallet.eventCredits)}
          </p>
        </div>
      </CardBody>
    </Card>
  );
}
