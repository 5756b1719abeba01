import type { SiteSettings } from '@contracts/publishing';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NeedFirst } from '@/components/need-first';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useBlogs } from '../api/blogs';
import { useBlogCategories, useSaveSiteSettings, useSiteSettings } from '../api/site-settings';
import { BLOG_KIND_LABELS, m } from '../messages';

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** `/site-setting`: per connection, the defaults every publication to it uses. */
export function SiteSettingsPanel() {
  const [params, setParams] = useSearchParams();
  const blogs = useBlogs();
  if (blogs.isPending) return <Loading />;
  if (blogs.isError) return <LoadError message={blogs.error.message} />;
  if (!blogs.data.items.length) return <NeedFirst message={m.needBlog} to={paths.blogConnect.href()} action={m.goConnect} />;
  const blogId = params.get('blog') ?? blogs.data.items[0]!.id;
  const blog = blogs.data.items.find((b) => b.id === blogId) ?? blogs.data.items[0]!;
  return (
    <div className="space-y-4">
      <Field label={m.pickBlog}>
        {(p) => (
          <select {...p} className={selectClass} value={blog.id} onChange={(e) => setParams({ blog: e.target.value }, { replace: true })}>
            {blogs.data.items.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({BLOG_KIND_LABELS[b.kind]})
              </option>
            ))}
          </select>
        )}
      </Field>
      <SettingsLoader key={blog.id} blogId={blog.id} readsCategories={blog.kind === 'wordpress'} />
    </div>
  );
}

function SettingsLoader({ blogId, readsCategories }: { blogId: string; readsCategories: boolean }) {
  const settings = useSiteSettings(blogId);
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <LoadError message={settings.error.message} />;
  return <SettingsForm blogId={blogId} initial={settings.data} readsCategories={readsCategories} />;
}

function SettingsForm({ blogId, initial, readsCategories }: { blogId: string; initial: SiteSettings; readsCategories: boolean }) {
  const [form, setForm] = useState(initial);
  const [tags, setTags] = useState(initial.defaultTags.join(', '));
  const [error, setError] = useState<string | undefined>();
  const categories = useBlogCategories(blogId, readsCategories);
  const save = useSaveSiteSettings(blogId);
  const set = <K extends keyof SiteSettings>(key: K, value: SiteSettings[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const defaultTags = tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    save.mutate(
      { ...form, defaultTags },
      { onSuccess: () => toast({ title: m.saved }), onError: (err) => setError(err instanceof ApiError ? err.message : m.saveFailed) },
    );
  };
  return (
    <Card>
      <CardBody>
        <form className="grid gap-4" onSubmit={submit} aria-label={m.settingsTitle}>
          {readsCategories ? (
            <Field label={m.category} error={categories.isError ? `${m.categoriesFailed}: ${categories.error.message}` : undefined}>
              {(p) => (
                <select
                  {...p}
                  className={selectClass}
                  value={form.defaultCategoryId ?? ''}
                  onChange={(e) => {
                    const picked = categories.data?.items.find((c) => c.id === e.target.value);
                    setForm((f) => ({ ...f, defaultCategoryId: picked?.id ?? null, defaultCategoryName: picked?.name ?? null }));
                  }}
                >
                  <option value="">{m.categoryNone}</option>
                  {(categories.data?.items ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {readsCategories && !form.defaultCategoryId ? (
            <Field label={m.categoryNew}>{(p) => <Input {...p} value={form.defaultCategoryName ?? ''} maxLength={200} onChange={(e) => set('defaultCategoryName', e.target.value || null)} />}</Field>
          ) : null}
          <Field label={m.tags} hint={m.tagsHint}>{(p) => <Input {...p} value={tags} onChange={(e) => setTags(e.target.value)} />}</Field>
          <Field label={m.postStatus}>
            {(p) => (
              <select {...p} className={selectClass} value={form.postStatus} onChange={(e) => set('postStatus', e.target.value as SiteSettings['postStatus'])}>
                <option value="publish">{m.publish}</option>
                <option value="draft">{m.draft}</option>
              </select>
            )}
          </Field>
          <Field label={m.disclosure} hint={m.disclosureHint}>
            {(p) => <textarea {...p} rows={3} maxLength={500} className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" value={form.disclosure} onChange={(e) => set('disclosure', e.target.value)} />}
          </Field>
          <Checkbox checked={form.featuredImage} onChange={(e) => set('featuredImage', e.target.checked)} label={m.featuredImage} />
          <Field label={m.dailyCap}>{(p) => <Input {...p} type="number" min={1} max={100} value={form.dailyCap} onChange={(e) => set('dailyCap', Number(e.target.value))} className="max-w-32" />}</Field>
          <FormError message={error} />
          <div>
            <Button type="submit" disabled={save.isPending}>
              {m.save}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
