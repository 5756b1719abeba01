import { Loading } from '@/components/ui/load-state';
import { ImageGallery, ImageGenerator, imagesMessages as messages, ProviderOffNotice, useImageProvider } from '@/features/images';
import { PageHeading } from '@/components/page-heading';

export function ImagesPage() {
  const provider = useImageProvider();
  return (
    <section className="space-y-5">
      <PageHeading title="이미지" summary={messages.imagesIntro} />
      {provider.isPending ? <Loading /> : provider.data?.available ? <ImageGenerator /> : <ProviderOffNotice />}
      <ImageGallery />
    </section>
  );
}
