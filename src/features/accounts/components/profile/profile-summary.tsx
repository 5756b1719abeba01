import { BadgeCheck, MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { useWalletStore } from '@/features/credits';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { useResendVerificationMail } from '../../api/account';
import { ui } from '../../messages';
import { Badge } from '@/components/ui/badge';
import { shownName } from '@contracts/shown-name';
import { formatCount } from '@/lib/format-count';

export const gradeLabels: Record<string, string> = ui.grades;
const won = formatCount;

/** Name, avatar, email, grade, counters and credits of the signed-in member. */
export function ProfileSummary() {
  const auth = useAuthStore();
  const wallet = useWalletStore();
  const resend = useResendVerificationMail({
    onSuccess: () => toast({ title: ui.verificationSent, description: ui.checkInbox(auth.email) }),
    onError: (err) => toast({ title: ui.sendFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
  });
  const counters = [
    [ui.counters.gen, auth.genCount],
    [ui.counters.img, auth.imgCount],
    [ui.counters.adv, auth.advCount],
  ] as const;
  return (
    <Card>
      <CardBody className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {auth.photoURL ? (
          <img src={auth.photoURL} alt={ui.photoAlt(auth.displayName)} className="size-20 rounded-full border border-slate-200" />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900">
            {shownName(auth.displayName)}
            <Badge tone="brand" className="font-semibold">
              {ui.grade(gradeLabels[auth.grade] ?? auth.grade)}
            </Badge>
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {auth.email}
            {auth.verified ? (
              <span className="inline-flex items-center gap-1 text-green-700">
                <BadgeCheck className="size-4" aria-hidden /> {ui.verified}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-amber-700">
                <MailWarning className="size-4" aria-hidden /> {ui.unverified}
                <Button size="sm" variant="ghost" onClick={() => resend.mutate()} disabled={resend.isPending}>
                  {ui.resendVerification}
                </Button>
              </span>
            )}
          </p>
        </div>
      </CardBody>
      <CardBody className="grid grid-cols-2 gap-3 border-t border-slate-100 sm:grid-cols-4">
        {counters.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <p className="text-xs text-slate-500">{ui.remaining(label)}</p>
            <p className="text-lg font-bold text-slate-900">{ui.times(won(value))}</p>
          </div>
        ))}
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs text-slate-500">{ui.credits}</p>
          <p className="text-lg font-bold text-slate-900">{won(wallet.totalCredits)}</p>
          <p className="text-xs text-slate-500">
            {ui.creditSplit(won(wallet.paidCredits), won(wallet.eventCredits))}
          </p>
        </div>
      </CardBody>
    </Card>
  );
}
