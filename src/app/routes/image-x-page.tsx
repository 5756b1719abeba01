import { imagesMessages as messages, ThumbnailMaker } from '@/features/images';
import { PageHeading } from '@/components/page-heading';

export function ImageXPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="썸네일 만들기" summary={messages.thumbnailIntro} />
      <ThumbnailMaker />
    </section>
  );
}
