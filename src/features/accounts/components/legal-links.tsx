import { useModalStore } from '@/stores/modal-store';
import { ui } from '../messages';

/** Links that open the terms or privacy modal and come back to the current one. */
export function LegalLink({ kind, children }: { kind: 'terms' | 'privacyPolicy'; children: string }) {
  const open = useModalStore((s) => s.open);
  return (
    <button type="button" className="font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => open(kind)}>
      {children}
    </button>
  );
}

/** "이미 계정이 있으신가요? 로그인" under both sign-up steps. */
export function HaveAccountLink() {
  const open = useModalStore((s) => s.open);
  return (
    <p className="text-center text-sm text-slate-600">
      {ui.haveAccount}{' '}
      <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => open('login')}>
        {ui.login}
      </button>
    </p>
  );
}
