import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Product, productInput, type ProductInput } from '@contracts/products';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { confirm } from '@/components/ui/confirm-store';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError, Loading } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { usePackages } from '@/features/credits';
import { useAdminProducts, useDeleteProduct, useSaveProduct } from '../api/admin-products';
import { productWords as w } from '../messages';

const textareaClass = 'min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

// Features and FAQ are edited as lines of "left | right", the shape an admin can type fastest.
const toLines = (pairs: readonly (readonly [string, string])[]) => pairs.map(([a, b]) => (b ? `${a} | ${b}` : a)).join('\n');
const fromLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('|');
      return at < 0 ? ([line, ''] as const) : ([line.slice(0, at).trim(), line.slice(at + 1).trim()] as const);
    });

type Draft = Omit<ProductInput, 'features' | 'faq'> & { features: string; faq: string };

const toDraft = (p: Product | null): Draft => ({
  slug: p?.slug ?? '',
  name: p?.name ?? '',
  summary: p?.summary ?? '',
  heroText: p?.heroText ?? '',
  heroImageUrl: p?.heroImageUrl ?? '',
  features: toLines((p?.features ?? []).map((f) => [f.title, f.body] as const)),
  faq: toLines((p?.faq ?? []).map((f) => [f.question, f.answer] as const)),
  packageIds: p?.packageIds ?? [],
  published: p?.published ?? false,
});

function ProductForm({ initial, onDone }: { initial: Product | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [error, setError] = useState<string>();
  const packages = usePackages();
  const save = useSaveProduct(initial?.id, () => {
    toast({ title: w.saved });
    onDone();
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = productInput.safeParse({
      ...draft,
      features: fromLines(draft.features).map(([title, body]) => ({ title, body })),
      faq: fromLines(draft.faq).map(([question, answer]) => ({ question, answer })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, { onError: (err) => setError(err.message) });
  };
  return (
    <form className="grid gap-3 rounded-lg bg-slate-50 p-4" onSubmit={submit} noValidate aria-label={initial ? `${initial.name} ${w.edit}` : w.add}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={w.slug} hint={w.slugHint(draft.slug)}>
          {(p) => <Input {...p} value={draft.slug} onChange={(e) => set('slug', e.target.value)} autoCapitalize="off" />}
        </Field>
        <Field label={w.name}>{(p) => <Input {...p} value={draft.name} onChange={(e) => set('name', e.target.value)} />}</Field>
      </div>
      <Field label={w.summary}>{(p) => <Input {...p} value={draft.summary} onChange={(e) => set('summary', e.target.value)} />}</Field>
      <Field label={w.heroText}>{(p) => <textarea {...p} className={textareaClass} value={draft.heroText} onChange={(e) => set('heroText', e.target.value)} />}</Field>
      <Field label={w.heroImageUrl}>{(p) => <Input {...p} value={draft.heroImageUrl} onChange={(e) => set('heroImageUrl', e.target.value)} />}</Field>
      <Field label={w.featuresField}>{(p) => <textarea {...p} className={textareaClass} value={draft.features} onChange={(e) => set('features', e.target.value)} />}</Field>
      <Field label={w.faqField}>{(p) => <textarea {...p} className={textareaClass} value={draft.faq} onChange={(e) => set('faq', e.target.value)} />}</Field>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">{w.packagesField}</legend>
        {packages.data?.packages.map((pkg) => (
          <Checkbox
            key={pkg.id}
            label={`${pkg.name} · ${pkg.priceKrw.toLocaleString('ko-KR')}원`}
            checked={draft.packageIds.includes(pkg.id)}
            onChange={(e) => set('packageIds', e.target.checked ? [...draft.packageIds, pkg.id] : draft.packageIds.filter((id) => id !== pkg.id))}
          />
        ))}
      </fieldset>
      <Checkbox label={w.published} checked={draft.published} onChange={(e) => set('published', e.target.checked)} />
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>{w.save}</Button>
        <Button variant="ghost" onClick={onDone}>{w.cancel}</Button>
      </div>
    </form>
  );
}

/** /admin/products: the catalog behind /{slug} and /{slug}-onepage. */
export function AdminProducts() {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const onDelete = async (p: Product) => {
    if (!(await confirm({ title: w.delete, message: w.confirmDelete(p.name), confirmText: w.delete, confirmColor: 'red' }))) return;
    remove.mutate(p.id, { onSuccess: () => toast({ title: w.deleted }) });
  };
  return (
    <Card>
      <CardHeader className="flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">{w.adminTitle}</h2>
        <Button size="sm" onClick={() => setEditing('new')}>{w.add}</Button>
      </CardHeader>
      <CardBody className="space-y-3">
        {editing ? <ProductForm key={editing === 'new' ? 'new' : editing.id} initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
        {products.isPending ? <Loading /> : products.error ? <LoadError message={products.error.message} /> : products.data.products.length === 0 ? (
          <p className="text-sm text-slate-600">{w.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {products.data.products.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{p.name}</span> · /{p.slug} · {p.published ? w.published : w.draft}
                </span>
                <span className="flex gap-1">
                  {p.published ? <Link className="px-2 text-brand-700 underline" to={paths.onepage.href(p.slug)}>{w.open}</Link> : null}
                  <Button size="sm" variant="secondary" onClick={() => setEditing(p)}>{w.edit}</Button>
                  <Button size="sm" variant="ghost" onClick={() => void onDelete(p)}>{w.delete}</Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
