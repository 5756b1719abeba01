import { useQueryClient } from '@tanstack/react-query';
import { Download, FilePlus2, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { GalleryImage } from '@contracts/images';
import { Button, buttonClass } from '@/components/ui/button';
import { confirm } from '@/components/ui/confirm-store';
import { LoadError, Loading } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { useDeleteImage } from '../api/delete-image';
import { useGallery } from '../api/get-gallery';
import { imagesKeys } from '../api/images-keys';
import { messages } from '../messages';

// The dialog (and Radix's dialog code, ≈ 12 KB) loads the first time an image is inserted, not with the page.
const InsertImageDialog = lazy(() => import('./insert-image-dialog').then((m) => ({ default: m.InsertImageDialog })));

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
// ASCII names: Naver's editor and most upload forms handle them best.
const fileNameOf = (image: GalleryImage) => `geulbit-${image.kind}-${image.id.slice(0, 8)}.${EXTENSIONS[image.contentType] ?? 'png'}`;

/** The member's images, newest first: download, delete (confirmed) and insert into a post. */
export function ImageGallery() {
  const queryClient = useQueryClient();
  const gallery = useGallery();
  const [inserting, setInserting] = useState<GalleryImage | null>(null);
  // Kept once opened, as before: the post picked last time is still picked.
  const [insertUsed, setInsertUsed] = useState(false);
  if (inserting && !insertUsed) setInsertUsed(true);
  const remove = useDeleteImage({
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: imagesKeys.gallery() });
      toast({ title: messages.deleted });
    },
  });
  const askDelete = (image: GalleryImage) =>
    confirm({ title: messages.deleteTitle, message: messages.deleteMessage, confirmText: messages.deleteConfirm, confirmColor: 'red', onConfirm: () => remove.mutateAsync(image.id).then(() => undefined) });

  const items = gallery.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="gallery-title" className="space-y-3">
      <h2 id="gallery-title" className="text-lg font-bold text-slate-900">
        {messages.galleryTitle}
      </h2>
      {gallery.isPending ? <Loading /> : null}
      {gallery.isError && items.length === 0 ? <LoadError message={gallery.error.message} /> : null}
      {gallery.isSuccess && items.length === 0 ? <p className="text-sm text-slate-600">{messages.galleryEmpty}</p> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((image) => (
          <li key={image.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <img src={image.url} alt={image.prompt} loading="lazy" className="aspect-square w-full bg-slate-100 object-cover" />
            <div className="space-y-1 p-2">
              <p className="line-clamp-2 text-xs text-slate-600">
                {image.kind === 'thumbnail' ? <span className="mr-1 rounded bg-slate-100 px-1">{messages.kindThumbnail}</span> : null}
                {image.prompt}
              </p>
              <div className="flex flex-wrap gap-1">
                <a href={image.url} download={fileNameOf(image)} className={buttonClass('ghost', 'sm', 'px-2')} aria-label={`${messages.download}: ${image.prompt}`}>
                  <Download className="size-4" aria-hidden />
                  <span className="sr-only sm:not-sr-only">{messages.download}</span>
                </a>
                <Button size="sm" variant="ghost" className="px-2" onClick={() => setInserting(image)} aria-label={`${messages.insert}: ${image.prompt}`}>
                  <FilePlus2 className="size-4" aria-hidden />
                  <span className="sr-only sm:not-sr-only">{messages.insert}</span>
                </Button>
                <Button size="sm" variant="ghost" className="px-2 text-red-600" onClick={() => void askDelete(image)} aria-label={`${messages.delete}: ${image.prompt}`}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {gallery.hasNextPage ? (
        <div className="text-center">
          <Button variant="secondary" disabled={gallery.isFetchingNextPage} onClick={() => void gallery.fetchNextPage()}>
            {messages.loadMore}
          </Button>
        </div>
      ) : null}
      {insertUsed ? (
        <Suspense fallback={null}>
          <InsertImageDialog image={inserting} onClose={() => setInserting(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
