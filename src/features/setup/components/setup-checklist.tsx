import { CheckCircle2, CircleDashed } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SetupService } from '@contracts/setup-status';
import { Badge } from '@/components/ui/badge';
import { Loading, LoadError } from '@/components/ui/load-state';
import { cn } from '@/lib/cn';
import { useSetupStatus } from '../api/get-setup-status';
import { setupWords as w } from '../messages';

function ServiceItem({ service }: { service: SetupService }) {
  const words = w.services[service.id];
  const Icon = service.configured ? CheckCircle2 : CircleDashed;
  const headingId = `setup-${service.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Icon className={cn('size-5 shrink-0', service.configured ? 'text-green-600' : 'text-slate-400')} aria-hidden />
        <h2 id={headingId} className="font-semibold text-slate-900">
          {words.label}
        </h2>
        <Badge tone={service.configured ? 'success' : 'neutral'}>{service.configured ? w.connected : w.notConnected}</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700">{words.does}</p>
      {service.configured ? null : (
        <dl className="mt-2 space-y-1 text-sm text-slate-700">
          <div>
            <dt className="inline font-medium text-slate-900">{w.without} </dt>
            <dd className="inline">{words.without}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-900">{w.how} </dt>
            <dd className="inline">{words.how}</dd>
          </div>
        </dl>
      )}
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{`${words.label} ${w.settings}`}</caption>
        <tbody className="divide-y divide-slate-100">
          {service.settings.map((s) => (
            <tr key={s.name}>
              <th scope="row" className="py-1.5 pr-3 font-normal">
                <code className="font-mono text-xs break-all text-slate-800">{s.name}</code>
              </th>
              <td className="py-1.5 pr-3 text-xs whitespace-nowrap text-slate-600">{s.required ? w.required : w.optional}</td>
              <td className={cn('py-1.5 text-xs whitespace-nowrap', s.set ? 'text-green-700' : s.required ? 'text-red-700' : 'text-slate-500')}>
                {s.value !== undefined ? w.mode(s.value) : s.set ? w.set : w.empty}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {words.page ? (
        <Link to={words.page.href} className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
          {words.page.label}
        </Link>
      ) : null}
    </li>
  );
}

/** `/admin/setup`: every outside service, connected or not, with the settings behind it by name. */
export function SetupChecklist() {
  const status = useSetupStatus();
  if (status.isPending) return <Loading />;
  if (status.isError) return <LoadError message={status.error.message} />;
  const { services } = status.data;
  const connected = services.filter((s) => s.configured).length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{w.readme}</p>
      <p className="font-medium text-slate-900">{w.summary(connected, services.length)}</p>
      <ul className="space-y-3">
        {services.map((s) => (
          <ServiceItem key={s.id} service={s} />
        ))}
      </ul>
    </div>
  );
}
