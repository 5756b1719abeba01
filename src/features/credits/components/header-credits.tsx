import { Coins } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { headerWords as payWords } from '../wallet-words';
import { useWalletStore } from '../wallet-store';
import { formatCount } from '@/lib/format-count';

/** The member's credits in the header on every page, linking to the ledger. */
export function HeaderCredits({ href }: { href: string }) {
  const { totalCredits, walletInitialized } = useWalletStore();
  if (!walletInitialized) return null;
  return (
    <Link to={href} className={buttonClass('ghost', 'sm', 'px-2 tabular-nums')} aria-label={payWords.headerCreditsLabel(totalCredits)}>
      <Coins className="size-4 text-amber-600" aria-hidden />
      <span className="sm:hidden">{formatCount(totalCredits)}</span>
      <span className="hidden sm:inline">{payWords.headerCredits(totalCredits)}</span>
    </Link>
  );
}
