import { useState } from 'react';
import type { Product, ProductInput } from '@contracts/products';
import { AdminEditorForm, AdminListEditor, fieldBoxClass } from '@/components/ui/admin-list-editor';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { usePackages } from '@/features/credits';
import { lazySchema } from '@/lib/lazy-resolver';
import { useAdminProducts, useDeleteProduct, useSaveProduct } from '../api/admin-products';
import { productWords as w } from '../messages';
import { formatCount } from '@/lib/format-count';

const textareaClass = `min-h-24 ${fieldBoxClass}`;

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

// The server's own rules, loaded with zod when a product is first saved.
const productSchema = lazySchema(() => import('@contracts/products').then((m) => m.productInput));

function ProductForm({ initial, onDone }: { initial: Product | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [error, setError] = useState<string>();
  const packages = usePackages();
  const save = useSaveProduct(initial?.id, () => {
    toast({ title: w.saved });
    onDone();
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = async () => {
    const parsed = (await productSchema()).safeParse({
      ...draft,
      features: fromLines(draft.features).map(([title, body]) => ({ title, body })),
      faq: fromLines(draft.faq).map(([question, answer]) => ({ question, answer })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, { onError: (err) => setError(err.message) });
  };
  return (
    <AdminEditorForm words={w} name={initial?.name} error={error} saving={save.isPending} onSubmit={() => void submit()} onCancel={onDone}>
      <div className="grid items-start gap-3 sm:grid-cols-2">
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
            label={`${pkg.name} · ${formatCount(pkg.priceKrw)}원`}
            checked={draft.packageIds.includes(pkg.id)}
            onChange={(e) => set('packageIds', e.target.checked ? [...draft.packageIds, pkg.id] : draft.packageIds.filter((id) => id !== pkg.id))}
          />
        ))}
      </fieldset>
      <Checkbox label={w.published} checked={draft.published} onChange={(e) => set('published', e.target.checked)} />
    </AdminEditorForm>
  );
}

/** /admin/products: the catalog behind /{slug} and /{slug}-onepage. */
export function AdminProducts() {
  const products = useAdminProducts();
  return (
    <AdminListEditor<Product>
      words={w}
      query={products}
      items={products.data?.products}
      remove={useDeleteProduct()}
      nameOf={(p) => p.name}
      details={(p) => `/${p.slug} · ${p.published ? w.published : w.draft}`}
      openHref={(p) => (p.published ? paths.onepage.href(p.slug) : null)}
      renderForm={(initial, onDone) => <ProductForm initial={initial} onDone={onDone} />}
    />
  );
}
