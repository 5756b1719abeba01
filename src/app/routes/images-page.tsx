import { Loading } from '@/components/ui/load-state';
import { ImageGallery, ImageGenerator, imagesMessages as messages, ProviderOffNotice, useImageProvider } from '@/features/images';

export function ImagesPage() {
  const provider = useImageProvider();
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">이미지</h1>
        <p className="mt-1 text-slate-600">{messages.imagesIntro}</p>
      </div>
      {provider.isPending ? <Loading /> : provider.data?.available ? <ImageGenerator /> : <ProviderOffNotice />}
      <ImageGallery />
    </section>
  );
}
