import { ThumbnailMaker } from '@/features/images/components/thumbnail-maker';
import { messages } from '@/features/images/messages';

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
