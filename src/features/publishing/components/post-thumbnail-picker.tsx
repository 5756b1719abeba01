import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useMyThumbnails, usePostThumbnail, useSetPostThumbnail } from '../api/publications';
import { m } from '../messages';

/**
 * `/wblog`'s featured image: what a publication would set (the chosen thumbnail, else a thumbnail in the
 * post, else its first image), and the member's /imageX thumbnails to choose from.
 */
export function PostThumbnailPicker({ postId }: { postId: string }) {
  const featured = usePostThumbnail(postId);
  const thumbnails = useMyThumbnails();
  const choose = useSetPostThumbnail(postId);
  const pick = (imageId: string | null) =>
    choose.mutate(imageId, { onSuccess: () => toast({ title: m.editorThumbnailSaved }) });
  const current = featured.data;
  return (
    <section className="space-y-3" aria-labelledby="post-thumbnail-heading">
      <h2 id="post-thumbnail-heading" className="text-sm font-semibold">
        {m.editorThumbnail}
      </h2>
      {current?.url ? (
        <figure className="space-y-1">
          <img src={current.url} alt={m.editorThumbnail} width={1280} height={720} className="aspect-video w-full rounded-lg border border-slate-200 object-cover" />
          {current.source && <figcaption className="text-xs text-slate-600">{m.editorThumbnailSource[current.source]}</figcaption>}
        </figure>
      ) : (
        featured.isSuccess && <p className="text-sm text-slate-600">{m.editorNoThumbnail}</p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-xs font-medium text-slate-700">{m.editorPickThumbnail}</legend>
        <p className="text-xs text-slate-600">{m.editorPickThumbnailHint}</p>
        {thumbnails.data?.length === 0 && <p className="text-xs text-slate-600">{m.editorNoThumbnails}</p>}
        <div className="grid grid-cols-3 gap-2">
          {thumbnails.data?.map((t, i) => {
            const chosen = current?.source === 'chosen' && current.imageId === t.id;
            return (
              <button
                key={t.id}
                type="button"
                aria-pressed={chosen}
                aria-label={m.editorThumbnailOption(i + 1)}
                disabled={choose.isPending}
                onClick={() => pick(t.id)}
                className={`overflow-hidden rounded-md border-2 ${chosen ? 'border-blue-600' : 'border-transparent hover:border-slate-300'}`}
              >
                <img src={t.url} alt="" width={t.width} height={t.height} className="aspect-video w-full object-cover" />
              </button>
            );
          })}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {current?.source === 'chosen' && (
            <Button variant="secondary" disabled={choose.isPending} onClick={() => pick(null)}>
              {m.editorClearThumbnail}
            </Button>
          )}
          <Link to={paths.imageX.href()} className="text-xs font-medium text-blue-700 underline underline-offset-2">
            {m.editorMakeThumbnail}
          </Link>
        </div>
        <FormError message={choose.isError ? (choose.error instanceof ApiError ? choose.error.message : m.editorThumbnailFailed) : undefined} />
      </fieldset>
    </section>
  );
}
