import { COMPANY_SETTINGS } from '@contracts/site';
import { LoadError, Loading } from '@/components/ui/load-state';
import { useAuthStore } from '@/stores/auth-store';
import { useSiteFacts } from '../api/get-site-facts';
import { factLabels, siteWords as w } from '../messages';
import { presentFacts } from '../site-facts-block';


/** `/company`: the business facts that are set; an admin also sees which settings are missing, by name. */
export function CompanyInfo() {
  const facts = useSiteFacts();
  const isAdmin = useAuthStore((s) => s.isAdmin);
  if (facts.isPending) return <Loading className="py-10" />;
  if (facts.isError) return <LoadError message={facts.error.message} />;
  const { company } = facts.data;
  const shown = presentFacts(company);
  const missing = COMPANY_SETTINGS.filter(([fact]) => !company[fact]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{w.companyTitle}</h1>
        <p className="mt-1 text-slate-600">{w.companyLead}</p>
      </header>
      {shown.length > 0 ? (
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {shown.map(([fact, value]) => (
            <div key={fact} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-sm font-medium text-slate-500">{factLabels[fact]}</dt>
              <dd className="text-slate-900">{fact === 'email' ? <a className="text-brand-700 underline" href={`mailto:${value}`}>{value}</a> : value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-slate-600">{w.noneSet}</p>
      )}
      {isAdmin && missing.length > 0 ? (
        <section aria-labelledby="company-missing" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <h2 id="company-missing" className="font-semibold">{w.missingTitle}</h2>
          <p className="mt-1">{w.missingLead}</p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {missing.map(([fact, setting]) => (
              <li key={fact}>
                {factLabels[fact]}: <code className="font-mono">{setting}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
