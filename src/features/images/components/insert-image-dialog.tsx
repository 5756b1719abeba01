import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GalleryImage } from '@contracts/images';
import { NeedFirst } from '@/components/need-first';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { historyKeys } from '@/features/generations';
import { ApiError } from '@/lib/api-client';
import { usePost, usePosts } from '../api/get-posts';
import { imagesKeys } from '../api/images-keys';
import { useInsertImage } from '../api/insert-image';
import { headingsOf } from '../headings';
import { messages } from '../messages';

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** Puts a gallery image into a history post, under a chosen H2, with Korean alt text. */
export function InsertImageDialog({ image, onClose }: { image: GalleryImage | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const posts = usePosts(image !== null);
  const [postId, setPostId] = useState('');
  const post = usePost(postId);
  const headings = post.data ? headingsOf(post.data.content) : [];
  const [heading, setHeading] = useState('');
  const [alt, setAlt] = useState('');
  const [doneFor, setDoneFor] = useState<string | null>(null);
  useEffect(() => {
    setAlt(image?.prompt.slice(0, 200) ?? '');
    setDoneFor(null);
  }, [image]);
  useEffect(() => setHeading(headings[0] ?? ''), [post.data]); // eslint-disable-line react-hooks/exhaustive-deps -- a new post picks its first heading
  const insert = useInsertImage({
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: imagesKeys.post(postId) });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      setDoneFor(postId);
      toast({ title: messages.inserted });
    },
    onError: (err) => toast({ variant: 'destructive', title: messages.insertTitle, description: err instanceof ApiError ? err.message : String(err) }),
  });
  const items = (posts.data?.items ?? []).filter((p) => p.status !== 'streaming');
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={messages.insertTitle}>
        <div className="mt-4 space-y-3">
          {image ? <img src={image.url} alt="" className="mx-auto max-h-40 rounded-lg" /> : null}
          {posts.isSuccess && items.length === 0 ? <NeedFirst message={messages.noPosts} to={paths.home.href()} action={messages.goWrite} /> : null}
          <Field label={messages.insertPost}>
            {(p) => (
              <select {...p} className={selectClass} value={postId} onChange={(e) => setPostId(e.target.value)}>
                <option value="">{messages.suggestPick}</option>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title || item.keyword}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {postId && post.isSuccess && headings.length === 0 ? <p className="text-sm text-red-600">{messages.noHeadings}</p> : null}
          <Field label={messages.insertHeading}>
            {(p) => (
              <select {...p} className={selectClass} value={heading} onChange={(e) => setHeading(e.target.value)} disabled={headings.length === 0}>
                {headings.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={messages.insertAlt} hint={messages.insertAltHint}>
            {(p) => <Input {...p} value={alt} maxLength={200} onChange={(e) => setAlt(e.target.value)} />}
          </Field>
          <div className="flex justify-end gap-2 pt-2">
            {doneFor ? (
              <Link to={`/history?id=${encodeURIComponent(doneFor)}`} className={buttonClass('secondary')}>
                {messages.openPost}
              </Link>
            ) : null}
            <Button disabled={!postId || !heading || !alt.trim() || insert.isPending} onClick={() => insert.mutate({ imageId: image?.id ?? '', generationId: postId, heading, alt })}>
              {messages.insertButton}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
