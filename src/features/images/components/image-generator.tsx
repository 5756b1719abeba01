import { useQueryClient } from '@tanstack/react-query';
import { type GenerateImagesInput, IMAGE_STYLES, type ImageSize, type ImageStyle, MAX_IMAGES_PER_REQUEST } from '@contracts/images';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { applyRefund, applyRemaining, confirmCreditSpend, usePricing, useWalletStore } from '@/features/credits';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAuthStore } from '@/stores/auth-store';
import { useGenerateImages } from '../api/generate-images';
import { imagesKeys } from '../api/images-keys';
import { messages } from '../messages';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { PromptSuggestions } from './prompt-suggestions';

const SIZE_LABELS: Record<ImageSize, string> = { '1:1': '1:1 정사각형', '16:9': '16:9 가로', '9:16': '9:16 세로' };
const STYLE_LABELS = Object.fromEntries(Object.entries(IMAGE_STYLES).map(([k, v]) => [k, v.label])) as Record<ImageStyle, string>;

/** The prompt form of /images: spends imgCount (credits at 0, confirmed first, as on the write page). */
export function ImageGenerator() {
  const queryClient = useQueryClient();
  const imgCount = useAuthStore((s) => s.imgCount);
  const totalCredits = useWalletStore((s) => s.totalCredits);
  const payingWithCredits = imgCount === 0;
  const pricing = usePricing(payingWithCredits);
  const form = useSchemaForm<GenerateImagesInput>({ prompt: '', size: '1:1', style: 'photo', count: 1 }, () =>
    import('@contracts/images').then((m) => m.generateImagesInput),
  );
  const generate = useGenerateImages({
    onSuccess: (reply) => {
      applyRemaining(reply.remaining);
      for (const charge of reply.refunds) applyRefund('img', charge);
      void queryClient.invalidateQueries({ queryKey: imagesKeys.gallery() });
      const first = reply.failures[0];
      if (first) toast({ variant: 'destructive', title: messages.generate, description: messages.partlyFailed(reply.images.length, reply.failures.length, first.message) });
      else toast({ title: messages.made(reply.images.length) });
    },
    onError: (err) => toast({ variant: 'destructive', title: messages.generate, description: err instanceof ApiError ? err.message : String(err) }),
  });

  const submit = form.handleSubmit(async (input) => {
    // Credits are spent only for the images the counter does not cover; ask before any of them.
    const paid = Math.max(0, input.count - imgCount);
    if (paid > 0) {
      const ok = await confirmCreditSpend({ action: messages.confirmAction(paid), counterName: messages.confirmCounter, price: 'image', units: paid, balance: totalCredits, note: messages.confirmNote });
      if (!ok) return;
    }
    generate.mutate(input);
  });

  const { errors, values } = form;
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" noValidate>
      <Field label={messages.prompt} error={errors.prompt}>
        {(p) => <textarea {...p} value={values.prompt} onChange={(e) => form.set('prompt', e.target.value)} rows={3} placeholder={messages.promptPlaceholder} className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />}
      </Field>
      <PromptSuggestions onUse={(prompt) => form.set('prompt', prompt, { validate: true })} />
      <ChoiceGroup label={messages.size} name="size" options={SIZE_LABELS} value={values.size} onChange={(v) => form.set('size', v)} />
      <ChoiceGroup label={messages.style} name="style" options={STYLE_LABELS} value={values.style} onChange={(v) => form.set('style', v)} />
      <ChoiceGroup
        label={messages.count}
        name="count"
        options={Object.fromEntries(Array.from({ length: MAX_IMAGES_PER_REQUEST }, (_, i) => [String(i + 1), messages.countOption(i + 1)]))}
        value={String(values.count)}
        onChange={(v) => form.set('count', Number(v))}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{payingWithCredits ? messages.payingWithCredits(pricing.data?.image ?? null, totalCredits) : messages.remaining(imgCount)}</p>
        <Button type="submit" disabled={generate.isPending}>
          {generate.isPending ? messages.generating : messages.generate}
        </Button>
      </div>
    </form>
  );
}
