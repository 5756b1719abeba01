import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { confirm } from '@/components/ui/confirm-store';
import { toast } from '@/components/ui/toast-store';
import { useAuthStore } from '@/stores/auth-store';
import { deleteAccount, useUpdateProfile } from '../../api/account';
import { serverMessageOr } from '../../error-message';
import { ui } from '../../messages';
import { announceAuthChange, becomeVisitor, refreshSession } from '../../session-sync';

export function SubscriptionToggle() {
  const subscribed = useAuthStore((s) => s.wantKeywordReport);
  const mutation = useUpdateProfile({
    onSuccess: async (_r, next) => {
      toast({ title: next.wantKeywordReport ? ui.subscribed : ui.unsubscribed });
      await refreshSession();
      announceAuthChange();
    },
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{ui.keywordReport}</h2>
      </CardHeader>
      <CardBody>
        <Checkbox
          checked={subscribed}
          disabled={mutation.isPending}
          onChange={(e) => mutation.mutate({ wantKeywordReport: e.target.checked })}
          label={ui.reportToggle}
        />
      </CardBody>
    </Card>
  );
}

/** Spec §4/§7: confirm first, then delete, reset state, new temporary account, '/'. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const user = useAuthStore((s) => s.currentUser);
  const start = async () => {
    if (!user) {
      toast({ title: ui.deleteUserNotFound, variant: 'destructive' });
      return;
    }
    let failure: string | null = null;
    const ok = await confirm({
      title: ui.deleteConfirmTitle,
      message: ui.deleteConfirmMessage,
      confirmText: ui.deleteConfirmText,
      confirmColor: 'red',
      showWarningIcon: true,
      warningMessage: ui.deleteWarning,
      onConfirm: async () => {
        try {
          await deleteAccount(user.id, { email: user.email, username: user.username });
        } catch (err) {
          failure = serverMessageOr(err, ui.deleteApiError);
        }
      },
    });
    if (!ok) return;
    if (failure) {
      toast({ title: ui.failedTitle, description: failure, variant: 'destructive' });
      return;
    }
    onDeleted();
    await becomeVisitor();
    announceAuthChange();
    toast({ title: ui.deleteDoneTitle, description: ui.thanks });
  };
  return (
    <Card className="border-red-200">
      <CardHeader>
        <h2 className="font-semibold text-red-700">{ui.deleteAccount}</h2>
      </CardHeader>
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{ui.deleteNote}</p>
        <Button variant="destructive" onClick={() => void start()}>
          {ui.deleteAccount}
        </Button>
      </CardBody>
    </Card>
  );
}
