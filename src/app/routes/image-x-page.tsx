import { imagesMessages as messages, ThumbnailMaker } from '@/features/images';

export function ImageXPage() {
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">썸네일 만들기</h1>
        <p className="mt-1 text-slate-600">{messages.thumbnailIntro}</p>
      </div>
      <ThumbnailMaker />
    </section>
  );
}
