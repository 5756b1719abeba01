import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreditPackage, PackageInput } from '@contracts/credits';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError, Loading } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useAdminPackages, useDeletePackage, useSavePackage } from '../api/admin-credits';
import { creditsKeys } from '../api/credits-keys';
import { adminWords, payWords } from '../messages';

const blank: PackageInput = { name: '', paidCredits: 1000, bonusCredits: 0, priceKrw: 10000, vipDays: 0, active: true, sortOrder: 50 };
const numberFields = [
  ['paidCredits', adminWords.paidCredits],
  ['bonusCredits', adminWords.bonusCredits],
  ['priceKrw', adminWords.priceKrw],
  ['vipDays', adminWords.vipDaysField],
  ['sortOrder', adminWords.sortOrder],
] as const;

function PackageForm({ initial, onDone }: { initial: CreditPackage | null; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<PackageInput>({ resolver: lazyResolver(() => import('@contracts/credits').then((m) => m.packageInput)), defaultValues: initial ?? blank });
  const save = useSavePackage({
    onSuccess: () => {
      toast({ title: adminWords.saved });
      void client.invalidateQueries({ queryKey: creditsKeys.all });
      onDone();
    },
    onError: (err) => form.setError('root', { message: err.message }),
  });
  const errors = form.formState.errors;
  return (
    <form className="grid gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-3" onSubmit={form.handleSubmit((v) => save.mutate({ input: v, id: initial?.id }))} noValidate>
      <Field label={adminWords.name} error={errors.name?.message} className="sm:col-span-3">
        {(props) => <Input {...props} {...form.register('name')} />}
      </Field>
      {numberFields.map(([key, label]) => (
        <Field key={key} label={label} error={errors[key]?.message}>
          {(props) => <Input {...props} type="number" inputMode="numeric" {...form.register(key, { valueAsNumber: true })} />}
        </Field>
      ))}
      <Checkbox label={adminWords.active} {...form.register('active')} />
      <FormError message={errors.root?.message} className="sm:col-span-3" />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" disabled={save.isPending}>{adminWords.save}</Button>
        <Button variant="ghost" onClick={onDone}>{payWords.prev}</Button>
      </div>
    </form>
  );
}

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
        {editing ? <PackageForm key={editing === 'new' ? 'new' : editing.id} initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
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
