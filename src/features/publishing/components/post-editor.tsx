import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatSeoul } from '@/lib/format-seoul';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { usePost, useRecentPosts, useSavePost } from '../api/publications';
import { m } from '../messages';
import { PostThumbnailPicker } from './post-thumbnail-picker';
import { PublishForm } from './publish-form';

/** `/wblog?id=…`: one history post full screen: title, body, its thumbnail; save, copy, publish or schedule. */
export function PostEditor() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const post = usePost(id);
  if (!id) return <RecentPosts />;
  if (post.isPending) return <Loading />;
  if (post.isError) return <LoadError message={post.error.message} />;
  return <EditorForm key={id} id={id} initialTitle={post.data.title || post.data.keyword} initialBody={post.data.content} />;
}

/** `/wblog` without a post: the recent posts, each opening in the editor, or the way to write one. */
function RecentPosts() {
  const posts = useRecentPosts();
  return (
    <section className="mx-auto max-w-2xl space-y-4 py-4">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{m.editorPickTitle}</h2>
        <p className="mt-1 text-slate-600">{m.editorPickLead}</p>
      </div>
      {posts.isPending ? (
        <Loading />
      ) : posts.isError ? (
        <LoadError message={posts.error.message} />
      ) : posts.data.items.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-slate-700">{m.editorNoPosts}</p>
          <Link to={paths.home.href()} className={buttonClass('primary')}>
            {m.editorWriteFirst}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={m.editorPickTitle}>
          {posts.data.items.map((p) => (
            <li key={p.id}>
              <Link to={paths.wblog.href(p.id)} className="flex flex-col gap-0.5 px-4 py-3 hover:bg-slate-50">
                <span className="font-medium text-slate-900">{p.title || p.keyword}</span>
                <span className="text-xs text-slate-500">
                  {p.keyword} · {formatSeoul(p.createdAt, { dateStyle: 'medium' })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Publishing and the featured image are a member's: a visitor edits and copies, and is offered login for the rest. */
function PublishSide({ id, beforeSubmit }: { id: string; beforeSubmit: () => Promise<void> }) {
  const isMember = useAuthStore((s) => s.isAuthenticated);
  const openModal = useModalStore((s) => s.open);
  if (!isMember) {
    return (
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold">{m.editorPublish}</h2>
        <p className="text-sm text-slate-600">{m.editorPublishSignIn}</p>
        <Button size="sm" onClick={() => openModal('login', { reason: m.editorPublishSignIn, returnTo: paths.wblog.href(id) })}>
          {m.signIn}
        </Button>
      </section>
    );
  }
  return (
    <>
      <PostThumbnailPicker postId={id} />
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold">{m.editorPublish}</h2>
        <PublishForm fixedPostId={id} beforeSubmit={beforeSubmit} />
      </section>
    </>
  );
}

function EditorForm({ id, initialTitle, initialBody }: { id: string; initialTitle: string; initialBody: string }) {
  const [title, setTitle] = useState(initialTitle);
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState({ title: initialTitle, content: initialBody });
  const save = useSavePost(id);
  // Publishing sends the saved post, so unsaved edits are saved first.
  const saveIfChanged = async () => {
    if (title === saved.title && body === saved.content) return;
    await save.mutateAsync({ title, content: body });
    setSaved({ title, content: body });
  };
  return (
    <div className="grid min-h-[calc(100dvh-4rem)] gap-6 lg:grid-cols-[1fr_22rem]">
      <form
        className="flex flex-col gap-4"
        aria-label="글 편집"
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          save.mutate(
            { title, content: body },
            {
              onSuccess: () => {
                setSaved({ title, content: body });
                toast({ title: m.editorSaved });
              },
              onError: (err) => setError(err instanceof ApiError ? err.message : undefined),
            },
          );
        }}
      >
        <Field label={m.editorTitle}>{(p) => <Input {...p} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} className="text-lg font-semibold" />}</Field>
        <Field label={m.editorBody} className="flex-1 grid-rows-[auto_1fr]">
          {(p) => <textarea {...p} value={body} onChange={(e) => setBody(e.target.value)} className="min-h-[50dvh] w-full rounded-lg border border-slate-300 p-3 text-[15px] leading-7" />}
        </Field>
        <FormError message={error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {m.editorSave}
          </Button>
          <Button variant="secondary" onClick={() => void navigator.clipboard.writeText(body).then(() => toast({ title: m.copied }))}>
            {m.editorCopy}
          </Button>
        </div>
      </form>
      <aside className="space-y-4">
        <PublishSide id={id} beforeSubmit={saveIfChanged} />
      </aside>
    </div>
  );
}
