import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Article, ARTICLE_CATEGORIES, articleInput, type ArticleInput } from '@contracts/contents';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError, Loading } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useAdminArticles, useDeleteArticle, useSaveArticle } from '../api/admin-contents';
import { contentWords as w } from '../messages';

const boxClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

const toDraft = (a: Article | null): ArticleInput => ({
  title: a?.title ?? '',
  summary: a?.summary ?? '',
  category: a?.category ?? ARTICLE_CATEGORIES[0],
  body: a?.body ?? '',
  coverImageUrl: a?.coverImageUrl ?? '',
  status: a?.status ?? 'draft',
});

function ArticleForm({ initial, onDone }: { initial: Article | null; onDone: () => void }) {
  const [draft, setDraft] = useState<ArticleInput>(() => toDraft(initial));
  const [error, setError] = useState<string>();
  const save = useSaveArticle(initial?.id, () => {
    toast({ title: w.saved });
    onDone();
  });
  const set = <K extends keyof ArticleInput>(key: K, value: ArticleInput[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = articleInput.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, { onError: (err) => setError(err.message) });
  };
  return (
    <form className="grid gap-3 rounded-lg bg-slate-50 p-4" onSubmit={submit} noValidate aria-label={initial ? `${initial.title} ${w.edit}` : w.add}>
      <Field label={w.fieldTitle}>{(p) => <Input {...p} value={draft.title} onChange={(e) => set('title', e.target.value)} />}</Field>
      <Field label={w.fieldSummary}>{(p) => <Input {...p} value={draft.summary} onChange={(e) => set('summary', e.target.value)} />}</Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={w.fieldCategory}>
          {(p) => (
            <select {...p} className={`${boxClass} h-10`} value={draft.category} onChange={(e) => set('category', e.target.value as ArticleInput['category'])}>
              {ARTICLE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          )}
        </Field>
        <Field label={w.fieldStatus}>
          {(p) => (
            <select {...p} className={`${boxClass} h-10`} value={draft.status} onChange={(e) => set('status', e.target.value as ArticleInput['status'])}>
              <option value="draft">{w.draft}</option>
              <option value="published">{w.publishedLabel}</option>
            </select>
          )}
        </Field>
      </div>
      <Field label={w.fieldCover}>{(p) => <Input {...p} value={draft.coverImageUrl} onChange={(e) => set('coverImageUrl', e.target.value)} />}</Field>
      <Field label={w.fieldBody}>{(p) => <textarea {...p} className={`${boxClass} min-h-64 font-mono`} value={draft.body} onChange={(e) => set('body', e.target.value)} />}</Field>
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>{w.save}</Button>
        <Button variant="ghost" onClick={onDone}>{w.cancel}</Button>
      </div>
    </form>
  );
}

/** /admin/contents: the article library's drafts and published articles. */
export function AdminContents() {
  const articles = useAdminArticles();
  const remove = useDeleteArticle();
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const onDelete = async (a: Article) => {
    if (!(await confirm({ title: w.delete, message: w.confirmDelete(a.title), confirmText: w.delete, confirmColor: 'red' }))) return;
    remove.mutate(a.id, { onSuccess: () => toast({ title: w.deleted }) });
  };
  return (
    <Card>
      <CardHeader className="flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">{w.adminTitle}</h2>
        <Button size="sm" onClick={() => setEditing('new')}>{w.add}</Button>
      </CardHeader>
      <CardBody className="space-y-3">
        {editing ? <ArticleForm key={editing === 'new' ? 'new' : editing.id} initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
        {articles.isPending ? <Loading /> : articles.error ? <LoadError message={articles.error.message} /> : articles.data.articles.length === 0 ? (
          <p className="text-sm text-slate-600">{w.empty_admin}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {articles.data.articles.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{a.title}</span> · {a.category} · {a.status === 'published' ? w.publishedLabel : w.draft}
                </span>
                <span className="flex gap-1">
                  {a.status === 'published' ? <Link className="px-2 text-brand-700 underline" to={paths.content.href(a.id)}>{w.open}</Link> : null}
                  <Button size="sm" variant="secondary" onClick={() => setEditing(a)}>{w.edit}</Button>
                  <Button size="sm" variant="ghost" onClick={() => void onDelete(a)}>{w.delete}</Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
