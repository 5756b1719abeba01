import { useState } from 'react';
import { type Article, ARTICLE_CATEGORIES, type ArticleInput } from '@contracts/contents';
import { AdminEditorForm, AdminListEditor, fieldBoxClass } from '@/components/ui/admin-list-editor';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { lazySchema } from '@/lib/lazy-resolver';
import { useAdminArticles, useDeleteArticle, useSaveArticle } from '../api/admin-contents';
import { contentWords as w } from '../messages';

const toDraft = (a: Article | null): ArticleInput => ({
  title: a?.title ?? '',
  summary: a?.summary ?? '',
  category: a?.category ?? ARTICLE_CATEGORIES[0],
  body: a?.body ?? '',
  coverImageUrl: a?.coverImageUrl ?? '',
  status: a?.status ?? 'draft',
});

// The server's own rules, loaded with zod when an article is first saved.
const articleSchema = lazySchema(() => import('@contracts/contents').then((m) => m.articleInput));

function ArticleForm({ initial, onDone }: { initial: Article | null; onDone: () => void }) {
  const [draft, setDraft] = useState<ArticleInput>(() => toDraft(initial));
  const [error, setError] = useState<string>();
  const save = useSaveArticle(initial?.id, () => {
    toast({ title: w.saved });
    onDone();
  });
  const set = <K extends keyof ArticleInput>(key: K, value: ArticleInput[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = async () => {
    const parsed = (await articleSchema()).safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, { onError: (err) => setError(err.message) });
  };
  return (
    <AdminEditorForm words={w} name={initial?.title} error={error} saving={save.isPending} onSubmit={() => void submit()} onCancel={onDone}>
      <Field label={w.fieldTitle}>{(p) => <Input {...p} value={draft.title} onChange={(e) => set('title', e.target.value)} />}</Field>
      <Field label={w.fieldSummary}>{(p) => <Input {...p} value={draft.summary} onChange={(e) => set('summary', e.target.value)} />}</Field>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <Field label={w.fieldCategory}>
          {(p) => (
            <select {...p} className={`${fieldBoxClass} h-10`} value={draft.category} onChange={(e) => set('category', e.target.value as ArticleInput['category'])}>
              {ARTICLE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          )}
        </Field>
        <Field label={w.fieldStatus}>
          {(p) => (
            <select {...p} className={`${fieldBoxClass} h-10`} value={draft.status} onChange={(e) => set('status', e.target.value as ArticleInput['status'])}>
              <option value="draft">{w.draft}</option>
              <option value="published">{w.publishedLabel}</option>
            </select>
          )}
        </Field>
      </div>
      <Field label={w.fieldCover}>{(p) => <Input {...p} value={draft.coverImageUrl} onChange={(e) => set('coverImageUrl', e.target.value)} />}</Field>
      <Field label={w.fieldBody}>{(p) => <textarea {...p} className={`${fieldBoxClass} min-h-64 font-mono`} value={draft.body} onChange={(e) => set('body', e.target.value)} />}</Field>
    </AdminEditorForm>
  );
}

/** /admin/contents: the article library's drafts and published articles. */
export function AdminContents() {
  const articles = useAdminArticles();
  return (
    <AdminListEditor<Article>
      words={{ ...w, empty: w.empty_admin }}
      query={articles}
      items={articles.data?.articles}
      remove={useDeleteArticle()}
      nameOf={(a) => a.title}
      details={(a) => `${a.category} · ${a.status === 'published' ? w.publishedLabel : w.draft}`}
      openHref={(a) => (a.status === 'published' ? paths.content.href(a.id) : null)}
      renderForm={(initial, onDone) => <ArticleForm initial={initial} onDone={onDone} />}
    />
  );
}
