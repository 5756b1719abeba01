import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { type AuthModal, useModalStore } from '../modal-store';

const LegalModalBody = lazy(() => import('./legal-modal-body').then((m) => ({ default: m.LegalModalBody })));

const titles: Record<AuthModal, string> = {
  login: '로그인',
  signup: '회원가입',
  signupComplete: '가입 완료',
  passwordReset: '비밀번호 재설정',
  terms: '서비스 이용약관',
  privacyPolicy: '개인정보처리방침',
  googleConsent: '약관 동의',
};

/** Hosts every authentication modal; which one shows is the modal store's one value. */
export function AuthModalContainer() {
  const { modal, close } = useModalStore();
  const isLegal = modal === 'terms' || modal === 'privacyPolicy';
  return (
    <Dialog open={modal !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {modal ? (
        <DialogContent title={titles[modal]} className={isLegal ? 'sm:max-w-2xl' : undefined}>
          {isLegal ? (
            <Suspense fallback={<Spinner className="text-brand-600" />}>
              <LegalModalBody kind={modal} />
            </Suspense>
          ) : (
            <div className="space-y-4">
              <p className="text-sm text-slate-600">준비 중인 기능입니다. 곧 회원가입과 로그인을 열어 드릴게요.</p>
              <Button variant="secondary" className="w-full" onClick={close}>
                닫기
              </Button>
            </div>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
