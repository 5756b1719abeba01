import type { CreditPackage } from '@contracts/credits';
import { cn } from '@/lib/cn';
import { payWords } from '../messages';

/** The packages as radio cards: credits, bonus, VIP days and price. */
export function PackagePicker({ packages, value, onChange }: { packages: CreditPackage[]; value: string | null; onChange: (id: string) => void }) {
  if (packages.length === 0) return <p className="text-sm text-slate-500">{payWords.noPackages}</p>;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{payWords.packagesTitle}</legend>
      {packages.map((p) => (
        <label
          key={p.id}
          className={cn(
            'flex cursor-pointer flex-col gap-1 rounded-xl border bg-white p-4 transition-colors',
            value === p.id ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-200 hover:border-slate-300',
          )}
        >
          <span className="flex items-center gap-2">
            <input type="radio" name="credit-package" value={p.id} checked={value === p.id} onChange={() => onChange(p.id)} className="accent-brand-600" />
            <span className="font-semibold text-slate-900">{p.name}</span>
          </span>
          <span className="text-sm text-slate-700">
            {payWords.credits(p.paidCredits)}
            {p.bonusCredits > 0 ? <span className="ml-1 text-green-700">{payWords.bonus(p.bonusCredits)}</span> : null}
            {p.vipDays > 0 ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">{payWords.vipDays(p.vipDays)}</span> : null}
          </span>
          <span className="text-lg font-bold text-slate-900">{payWords.price(p.priceKrw)}</span>
        </label>
      ))}
    </fieldset>
  );
}
