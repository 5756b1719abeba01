import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { CreditPackage } from '@contracts/credits';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError, Loading } from '@/components/ui/load-state';
import { useAdminPackages, useDeletePackage } from '../api/admin-credits';
import { creditsKeys } from '../api/credits-keys';
import { adminWords, payWords } from '../messages';

// The form (and react-hook-form, ≈ 12 KB) loads when a package is first added or edited, not with the page.
const PackageForm = lazy(() => import('./package-form').then((m) => ({ default: m.PackageForm })));

/** Packages in the database: add, edit, hide (inactive) or delete. */
export function AdminPackages() {
  const packages = useAdminPackages();
  const client = useQueryClient();
  const [editing, setEditing] = useState<CreditPackage | 'new' | null>(null);
  const remove = useDeletePackage({ onSuccess: () => void client.invalidateQueries({ queryKey: creditsKeys.admin.packages }) });
  return (
    <Card>
      <CardHeader className="flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">{adminWords.packages}</h2>
        <Button size="sm" onClick={() => setEditing('new')}>{adminWords.addPackage}</Button>
      </CardHeader>
      <CardBody className="space-y-3">
        {editing ? (
          <Suspense fallback={<Loading />}>
            <PackageForm key={editing === 'new' ? 'new' : editing.id} initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </Suspense>
        ) : null}
        {packages.isPending ? <Loading /> : packages.error ? <LoadError message={packages.error.message} /> : (
          <ul className="divide-y divide-slate-100">
            {packages.data.packages.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{p.name}</span> · {payWords.credits(p.paidCredits)} {p.bonusCredits ? payWords.bonus(p.bonusCredits) : ''} · {payWords.price(p.priceKrw)}
                  {p.vipDays ? ` · ${payWords.vipDays(p.vipDays)}` : ''} · {p.active ? adminWords.active : adminWords.inactive}
                </span>
                <span className="flex gap-1">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(p)}>{adminWords.edit}</Button>
                  <Button size="sm" variant="ghost" onClick={() => remove.mutate(p.id)}>{adminWords.delete}</Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
