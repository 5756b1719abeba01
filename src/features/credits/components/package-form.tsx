import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { CreditPackage, PackageInput } from '@contracts/credits';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSavePackage } from '../api/admin-credits';
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

/** A package's fields, new or edited (admin-packages.tsx loads it when the admin first adds or edits one). */
export function PackageForm({ initial, onDone }: { initial: CreditPackage | null; onDone: () => void }) {
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
