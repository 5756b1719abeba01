import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PublicProduct } from '@contracts/products';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePaymentWays } from '@/features/site';
import { productWords as w } from '../messages';

export function ProductHero({ product, as: Heading = 'h1' }: { product: PublicProduct; as?: 'h1' | 'h2' }) {
  return (
    <section className={product.heroImageUrl ? "grid items-center gap-6 sm:grid-cols-[1.2fr_1fr]" : undefined}>
      <div>
        <Heading className="text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{product.name}</Heading>
        <p className="mt-3 text-lg text-slate-700">{product.summary}</p>
        {product.heroText ? <p className="mt-3 whitespace-pre-line text-slate-600">{product.heroText}</p> : null}
        <CallToAction className="mt-6" />
      </div>
      {product.heroImageUrl ? (
        <img src={product.heroImageUrl} alt={product.name} className="aspect-[4/3] w-full rounded-2xl border border-slate-200 object-cover" />
      ) : null}
    </section>
  );
}

/**
 * Where '크레딧 충전하기' leads: the online payment, else the bank transfer, else nowhere (null) when no way to pay
 * is set up. Until the facts are known, the purchase page, which says for itself what works.
 */
function useChargeHref(): string | null {
  const ways = usePaymentWays();
  if (!ways || ways.online) return paths.creditsPurchase.href();
  return ways.bankTransfer ? paths.creditsManualCharge.href() : null;
}

export function CallToAction({ className }: { className?: string }) {
  const chargeHref = useChargeHref();
  return (
    <div className={`flex flex-wrap gap-2 ${className ?? ''}`}>
      <Link to={paths.home.href()} className={buttonClass('primary', 'lg')}>
        {w.start}
      </Link>
      {chargeHref ? (
        <Link to={chargeHref} className={buttonClass('secondary', 'lg')}>
          {w.buy}
        </Link>
      ) : null}
    </div>
  );
}

export function ProductFeatures({ product }: { product: PublicProduct }) {
  if (product.features.length === 0) return null;
  return (
    <section aria-labelledby="product-features">
      <h2 id="product-features" className="text-xl font-bold text-slate-900">{w.features}</h2>
      <ul className={`mt-4 grid gap-3 ${product.features.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {product.features.map((f) => (
          <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <Check className="size-4 text-brand-600" aria-hidden />
              {f.title}
            </p>
            {f.body ? <p className="mt-1 text-sm text-slate-600">{f.body}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

// As many columns as packages, up to three, so two packages fill the row instead of leaving a hole.
const columns = (n: number) => (n >= 3 ? 'sm:grid-cols-3' : n === 2 ? 'sm:grid-cols-2' : '');

/** The product's credit packages with the prices on sale right now. */
export function ProductPricing({ product }: { product: PublicProduct }) {
  const chargeHref = useChargeHref();
  return (
    <section aria-labelledby="product-pricing">
      <h2 id="product-pricing" className="text-xl font-bold text-slate-900">{w.pricing}</h2>
      <p className="mt-1 text-sm text-slate-600">{w.pricingLead}</p>
      {chargeHref || product.packages.length === 0 ? null : <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{w.noWayToPay}</p>}
      {product.packages.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600">{w.noPackages}</p>
      ) : (
        <ul className={`mt-4 grid gap-3 ${columns(product.packages.length)}`} aria-label={w.pricing}>
          {product.packages.map((p) => (
            <li key={p.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">{p.name}</p>
              <p className="mt-2 text-2xl font-black text-brand-700">{w.price(p.priceKrw)}</p>
              <p className="mt-1 text-sm text-slate-600">
                {w.credits(p.paidCredits)} {p.bonusCredits ? w.bonus(p.bonusCredits) : ''}
              </p>
              {p.vipDays ? <p className="text-sm text-slate-600">{w.vipDays(p.vipDays)}</p> : null}
              {chargeHref ? (
                <Link to={chargeHref} className={buttonClass('secondary', 'sm', 'mt-4')} aria-label={`${p.name} ${w.buy}`}>
                  {w.buy}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ProductFaq({ product }: { product: PublicProduct }) {
  if (product.faq.length === 0) return null;
  return (
    <section aria-labelledby="product-faq">
      <h2 id="product-faq" className="text-xl font-bold text-slate-900">{w.faq}</h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {product.faq.map((f) => (
          <details key={f.question} className="group px-4 py-3">
            <summary className="cursor-pointer font-medium text-slate-900">{f.question}</summary>
            <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{f.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
