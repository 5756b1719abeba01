import { LegalDocument } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/components/legal/privacy';
import { termsOfService } from '@/components/legal/terms';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/stores/modal-store';
import { ui } from '../messages';

const returnLabel = ui.returnLabel;

/** Terms or privacy inside a modal, with the way back to the modal that opened it (spec §2). */
export function LegalModalBody({ kind }: { kind: 'terms' | 'privacyPolicy' }) {
  const { previous, open, close } = useModalStore();
  const back = previous === 'login' || previous === 'signup' || previous === 'googleConsent' ? previous : null;
  const doc = kind === 'terms' ? termsOfService : privacyPolicy;
  return (
    <div>
      {/* A scrolled region a keyboard can reach (axe: scrollable-region-focusable): the arrow keys read it. */}
      <div
        role="region"
        aria-label={doc.title}
        tabIndex={0}
        className="max-h-[60dvh] overflow-y-auto rounded-lg border border-slate-200 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <LegalDocument doc={doc} headingLevel={2} />
      </div>
      <Button className="mt-4 w-full" variant={back ? 'primary' : 'secondary'} onClick={() => (back ? open(back) : close())}>
        {back ? returnLabel[back] : ui.close}
      </Button>
    </div>
  );
}
