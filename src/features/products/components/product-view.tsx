import { Link } from 'react-router-dom';
import type { PublicProduct } from '@contracts/products';
import { paths } from '@/config/paths';
import { productWords as w } from '../messages';
import { CallToAction, ProductFaq, ProductFeatures, ProductHero, ProductPricing } from './product-sections';

/** `/{product}`: the product page. */
export function ProductView({ product }: { product: PublicProduct }) {
  return (
    <article className="space-y-10">
      <ProductHero product={product} />
      <ProductFeatures product={product} />
      <ProductPricing product={product} />
      <ProductFaq product={product} />
      <p className="text-sm">
        <Link to={paths.onepage.href(product.slug)} className="font-medium text-brand-700 underline underline-offset-2">
          {w.seeOnepage}
        </Link>
      </p>
    </article>
  );
}

/** `/{product}-onepage`: one scrolling landing — hero, features, live pricing, FAQ and a call to action. */
export function OnepageView({ product }: { product: PublicProduct }) {
  return (
    <article className="space-y-14">
      <div className="rounded-3xl bg-gradient-to-br from-brand-50 to-white p-6 sm:p-10">
        <ProductHero product={product} />
      </div>
      <ProductFeatures product={product} />
      <ProductPricing product={product} />
      <ProductFaq product={product} />
      <section aria-labelledby="onepage-cta" className="rounded-3xl bg-slate-900 p-8 text-center text-white">
        <h2 id="onepage-cta" className="text-2xl font-bold">{w.ctaTitle}</h2>
        <p className="mt-2 text-slate-300">{w.ctaLead}</p>
        <CallToAction className="mt-6 justify-center" />
      </section>
    </article>
  );
}
