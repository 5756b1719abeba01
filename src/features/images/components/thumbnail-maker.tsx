import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { THUMBNAIL_FONTS, THUMBNAIL_SIZES, type ThumbnailFont, type ThumbnailInput, type ThumbnailSize } from '@contracts/images';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-store';
import { imagesKeys } from '../api/images-keys';
import { useSaveThumbnail } from '../api/save-thumbnail';
import { messages } from '../messages';
import { useThumbnailPreview } from '../use-thumbnail-preview';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { type BackgroundState, ThumbnailBackground } from './thumbnail-background';

const SIZE_LABELS = Object.fromEntries(Object.entries(THUMBNAIL_SIZES).map(([k, v]) => [k, `${k} (${v.width}×${v.height})`])) as Record<ThumbnailSize, string>;

function toInput(title: string, subtitle: string, size: ThumbnailSize, bg: BackgroundState, textColor: string | null, font: ThumbnailFont): ThumbnailInput {
  const fileId = bg.kind === 'upload' ? bg.uploadId : bg.kind === 'gallery' ? bg.galleryId : null;
  const background: ThumbnailInput['background'] =
    bg.kind === 'gradient' ? { kind: 'gradient', preset: bg.preset } : fileId ? { kind: 'image', fileId } : { kind: 'color', color: bg.color };
  return { title, ...(subtitle.trim() ? { subtitle } : {}), size, background, ...(textColor ? { textColor } : {}), font };
}

/** /imageX: a blog thumbnail rendered on the server as the inputs change; download as PNG, members save it. */
export function ThumbnailMaker() {
  const queryClient = useQueryClient();
  const member = useAuthStore((s) => s.isAuthenticated);
  const [title, setTitle] = useState<string>(messages.defaultTitle);
  const [subtitle, setSubtitle] = useState('');
  const [size, setSize] = useState<ThumbnailSize>('16:9');
  const [font, setFont] = useState<ThumbnailFont>('pretendard');
  const [textColor, setTextColor] = useState<string | null>(null);
  const [bg, setBg] = useState<BackgroundState>({ kind: 'gradient', color: '#1e3a8a', preset: 'ocean', uploadId: null, galleryId: null });
  const input = toInput(title, subtitle, size, bg, textColor, font);
  const preview = useThumbnailPreview(input);
  const { width, height } = THUMBNAIL_SIZES[size];
  const save = useSaveThumbnail({
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: imagesKeys.gallery() });
      toast({ title: messages.saved });
    },
    onError: (err) => toast({ variant: 'destructive', title: messages.saveGallery, description: err instanceof ApiError ? err.message : String(err) }),
  });

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" onSubmit={(e) => e.preventDefault()}>
        <Field label={messages.title} hint={messages.titleHint}>
          {(p) => <Input {...p} value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <Field label={messages.subtitle}>{(p) => <Input {...p} value={subtitle} maxLength={80} onChange={(e) => setSubtitle(e.target.value)} />}</Field>
        <ChoiceGroup label={messages.thumbSize} name="thumb-size" options={SIZE_LABELS} value={size} onChange={setSize} />
        <ThumbnailBackground value={bg} onChange={setBg} member={member} />
        <Field label={messages.textColor}>
          {(p) => <input {...p} type="color" value={textColor ?? '#ffffff'} onChange={(e) => setTextColor(e.target.value)} className="h-10 w-20 rounded border border-slate-300" />}
        </Field>
        <ChoiceGroup label={messages.font} name="font" options={THUMBNAIL_FONTS} value={font} onChange={setFont} />
      </form>
      <section aria-labelledby="preview-title" className="space-y-3">
        <h2 id="preview-title" className="text-lg font-bold text-slate-900">
          {messages.preview}
        </h2>
        <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100" style={{ aspectRatio: `${width} / ${height}` }}>
          {preview.url ? <img src={preview.url} alt={messages.previewAlt(title)} className={cn('size-full object-contain transition-opacity', preview.loading && 'opacity-70')} /> : null}
          {preview.loading ? <p className="absolute right-2 bottom-2 rounded bg-white/90 px-2 py-1 text-xs text-slate-700">{messages.previewLoading}</p> : null}
        </div>
        {preview.error ? (
          <p role="alert" className="text-sm text-red-600">
            {preview.error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <a
            href={preview.url ?? undefined}
            download={`thumbnail-${size.replace(':', 'x')}.png`}
            aria-disabled={!preview.url || undefined}
            className={buttonClass('primary', 'md', !preview.url ? 'pointer-events-none opacity-60' : undefined)}
          >
            {messages.downloadPng}
          </a>
          {member ? (
            <Button variant="secondary" disabled={save.isPending || Boolean(preview.error)} onClick={() => save.mutate(input)}>
              {messages.saveGallery}
            </Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
