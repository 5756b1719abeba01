import { Info } from 'lucide-react';
import { AdminSetupLink } from '@/components/admin-setup-link';
import { messages } from '../messages';

/** Says plainly that no AI model is connected and what the built-in writer drafts instead; an admin also gets the way to connect one. */
export function OfflineNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{messages.offlineTitle}</p>
        <p className="mt-0.5">{messages.offlineBody}</p>
        <AdminSetupLink className="mt-1" />
      </div>
    </div>
  );
}
