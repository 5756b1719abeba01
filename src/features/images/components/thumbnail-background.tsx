import { GRADIENT_PRESETS, type GradientPreset, MAX_UPLOAD_BYTES } from '@contracts/images';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useGallery } from '../api/get-gallery';
import { useUploadImage } from '../api/upload-image';
import { messages } from '../messages';
import { ChoiceGroup } from '@/components/ui/choice-group';

export type BackgroundKind = 'color' | 'gradient' | 'upload' | 'gallery';
export type BackgroundState = { kind: BackgroundKind; color: string; preset: GradientPreset; uploadId: string | null; galleryId: string | null };

/** The background controls: a colour, a gradient preset, an uploaded photo, or (members) a gallery image. */
export function ThumbnailBackground({ value, onChange, member }: { value: BackgroundState; onChange: (next: BackgroundState) => void; member: boolean }) {
  const gallery = useGallery(member && value.kind === 'gallery');
  const upload = useUploadImage({
    onSuccess: (reply) => onChange({ ...value, kind: 'upload', uploadId: reply.fileId }),
    onError: (err) => toast({ variant: 'destructive', title: messages.backgroundUpload, description: err instanceof ApiError ? err.message : String(err) }),
  });
  const kinds: Partial<Record<BackgroundKind, string>> = {
    color: messages.backgroundColor,
    gradient: messages.backgroundGradient,
    upload: messages.backgroundUpload,
    ...(member ? { gallery: messages.backgroundGallery } : {}),
  };
  const presets = Object.fromEntries(Object.entries(GRADIENT_PRESETS).map(([k, v]) => [k, v.label])) as Record<GradientPreset, string>;
  return (
    <div className="space-y-3">
      <ChoiceGroup label={messages.background} name="background" options={kinds as Record<BackgroundKind, string>} value={value.kind} onChange={(kind) => onChange({ ...value, kind })} />
      {value.kind === 'color' ? (
        <Field label={messages.color}>{(p) => <input {...p} type="color" value={value.color} onChange={(e) => onChange({ ...value, color: e.target.value })} className="h-10 w-20 rounded border border-slate-300" />}</Field>
      ) : null}
      {value.kind === 'gradient' ? <ChoiceGroup label={messages.backgroundGradient} name="gradient" options={presets} value={value.preset} onChange={(preset) => onChange({ ...value, preset })} /> : null}
      {value.kind === 'upload' ? (
        <Field label={messages.upload} hint={upload.isPending ? messages.uploading : messages.uploadHint}>
          {(p) => (
            <input
              {...p}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                if (file.size > MAX_UPLOAD_BYTES) toast({ variant: 'destructive', title: messages.backgroundUpload, description: messages.tooLarge });
                else upload.mutate(file);
              }}
            />
          )}
        </Field>
      ) : null}
      {value.kind === 'gallery' ? (
        <fieldset>
          <legend className="mb-1.5 text-sm text-slate-700">{messages.pickGallery}</legend>
          <div className="flex flex-wrap gap-2">
            {(gallery.data?.pages.flatMap((p) => p.items) ?? []).map((image) => (
              <label key={image.id} className={cn('cursor-pointer rounded-lg border-2 has-[:focus-visible]:outline-2', value.galleryId === image.id ? 'border-brand-600' : 'border-transparent')}>
                <input type="radio" name="gallery-background" className="sr-only" checked={value.galleryId === image.id} onChange={() => onChange({ ...value, galleryId: image.id })} />
                <img src={image.url} alt={image.prompt} className="size-16 rounded-md object-cover" />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
