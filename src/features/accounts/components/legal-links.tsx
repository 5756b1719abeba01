import { useModalStore } from '@/stores/modal-store';

/** Links that open the terms or privacy modal and come back to the current one. */
export function LegalLink({ kind, children }: { kind: 'terms' | 'privacyPolicy'; children: string }) {
  const open = useModalStore((s) => s.open);
  return (
    <button type="button" className="font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => open(kind)}>
      {children}
    </button>
  );
}
