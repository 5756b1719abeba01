import { type ChangeEvent, useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { ui } from '../messages';

/**
 * The email consent the spec requires, saying what it covers: a required box reads to a Korean member as
 * advertising consent, which the law keeps optional, so the mail it is for is named, and advertising ruled out.
 */
export function EmailAgreement({ checked, onChange }: { checked: boolean; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  const id = useId();
  return (
    <div>
      <Checkbox checked={checked} onChange={onChange} label={ui.emailAgreement} aria-describedby={id} />
      <p id={id} className="mt-1 pl-6.5 text-xs leading-5 text-slate-500">
        {ui.emailAgreementScope}
      </p>
    </div>
  );
}
