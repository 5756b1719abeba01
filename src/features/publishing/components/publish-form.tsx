import { useState } from 'react';
import { NeedFirst } from '@/components/need-first';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useBlogs } from '../api/blogs';
import { useDefaultBlogId } from '../api/default-blog';
import { useCreatePublication } from '../api/publications';
import { isoToKstInput, kstInputToIso } from '../kst';
import { BLOG_KIND_LABELS, m } from '../messages';

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** Publish one history post to one connected blog, now or at a KST time; `beforeSubmit` runs first (the editor saves its edits). */
export function PublishForm({
  posts,
  fixedPostId,
  beforeSubmit,
}: {
  posts?: { id: string; title: string }[];
  fixedPostId?: string;
  beforeSubmit?: () => Promise<unknown>;
}) {
  const blogs = useBlogs();
  const create = useCreatePublication();
  const [postId, setPostId] = useState(fixedPostId ?? '');
  const [blogId, setBlogId] = useState('');
  const [later, setLater] = useState(false);
  const [at, setAt] = useState(() => isoToKstInput(new Date(Date.now() + 3_600_000)));
  const [byBlog, setByBlog] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const usable = (blogs.data?.items ?? []).filter((b) => b.status === 'active');
  const defaultBlogId = useDefaultBlogId(usable.length > 1).data;
  // The member's pick, else the /vipProfile default (when it is still usable), else the first blog.
  const chosenBlog = blogId || usable.find((b) => b.id === defaultBlogId)?.id || usable[0]?.id || '';
  const wordpressLater = later && usable.find((b) => b.id === chosenBlog)?.kind === 'wordpress';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await beforeSubmit?.();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.createFailed);
      return;
    }
    create.mutate(
      {
        generationId: postId,
        blogId: chosenBlog,
        ...(later ? { publishAt: kstInputToIso(at) } : {}),
        ...(wordpressLater && byBlog ? { scheduledBy: 'blog' as const } : {}),
      },
      {
        onSuccess: () => toast({ title: later ? m.scheduledOk : m.startedOk }),
        onError: (err) => setError(err instanceof ApiError ? err.message : m.createFailed),
      },
    );
  };
  if (blogs.isSuccess && !usable.length) return <NeedFirst message={m.needBlog} to={paths.blogConnect.href()} action={m.goConnect} />;
  return (
    <form className="grid gap-4" onSubmit={(e) => void submit(e)} aria-label={m.newPublication}>
      {posts ? (
        <Field label={m.post}>
          {(p) => (
            <select {...p} required className={selectClass} value={postId} onChange={(e) => setPostId(e.target.value)}>
              <option value="">{posts.length ? m.pickPost : m.noPosts}</option>
              {posts.map((post) => (
                <option key={post.id} value={post.id}>
                  {post.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field label={m.blog}>
        {(p) => (
          <select {...p} className={selectClass} value={chosenBlog} onChange={(e) => setBlogId(e.target.value)}>
            {usable.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({BLOG_KIND_LABELS[b.kind]})
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 text-sm font-medium text-slate-800">{m.when}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" checked={!later} onChange={() => setLater(false)} className="accent-brand-600" /> {m.now}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" checked={later} onChange={() => setLater(true)} className="accent-brand-600" /> {m.later}
        </label>
      </fieldset>
      {later ? <Field label={m.at}>{(p) => <Input {...p} type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} className="max-w-64" />}</Field> : null}
      {wordpressLater ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={byBlog} onChange={(e) => setByBlog(e.target.checked)} className="accent-brand-600" /> {m.scheduleOnWordpress}
        </label>
      ) : null}
      <FormError message={error} />
      <div>
        <Button type="submit" disabled={create.isPending || !postId || !chosenBlog}>
          {later ? m.submitLater : m.submitNow}
        </Button>
      </div>
    </form>
  );
}
