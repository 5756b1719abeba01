import { Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdminSetupLink } from '@/components/admin-setup-link';
import { buttonClass } from '@/components/ui/button';
import { messages } from '../messages';

/** Says plainly that no image model is connected, that the operator connects one (an admin gets the way), and where thumbnails are. */
export function ProviderOffNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="space-y-2">
        <p className="font-semibold">{messages.offTitle}</p>
        <p>{messages.offBody}</p>
        <p>{messages.offThumbnail}</p>
        <Link to="/imageX" className={buttonClass('secondary', 'sm')}>
          {messages.goThumbnail}
        </Link>
        <AdminSetupLink className="block" />
      </div>
    </div>
  );
}
