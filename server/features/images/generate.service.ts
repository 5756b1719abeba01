import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Remaining, SpendCharge } from '@contracts/credits';
import { type GalleryImage, type GenerateImagesInput, IMAGE_STYLES } from '@contracts/images';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import type { Env } from '../../env';
import { ImageProviderError, imageProviderMessages } from '../../integrations/images/image-errors';
import type { ImageProvider } from '../../integrations/images/image-provider';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/app-error';
import { isStorageFull, STORAGE_FULL_MESSAGE } from '../../lib/outage-errors';
import { refundUsage, spendUsage } from '../credits';
import { toGalleryImage, storeImage } from './gallery.service';
import { cleanImage } from './image-bytes';
import { messages } from './images.messages';

export type GenerateDeps = { db: Db; env: Env; images: ImageProvider; storage: FileStorage };

export type GenerateReply = {
  images: GalleryImage[];
  /** Why each image that was not made failed; each one's charge is in `refunds`. */
  failures: { code: string; message: string }[];
  /** What is left right after spending, before refunds. */
  remaining: Remaining;
  refunds: SpendCharge[];
};

/** The prompt the model gets: the member's words and the chosen style's. */
export const composeImagePrompt = (input: GenerateImagesInput) => `${input.prompt}\n\nStyle: ${IMAGE_STYLES[input.style].prompt}.`;

const STATUS_BY_CODE: Record<string, 400 | 422 | 429 | 502 | 503 | 504 | 507> = {
  IMAGE_REFUSED: 422,
  IMAGE_RATE_LIMITED: 429,
  IMAGE_TIMEOUT: 504,
  IMAGE_AUTH: 502,
  IMAGE_OFF: 503,
  STORAGE_FULL: 507,
};

/**
 * Makes 1–4 AI images: spends one imgCount (credits at 0) per image up front, in one transaction with
 * a pending row each — all of them or none — then asks the provider for each image. An image that
 * fails or is refused gives back exactly what it took. When none is made, the provider's Korean
 * error is the answer (everything already refunded).
 */
export async function generateImages(deps: GenerateDeps, userId: string, input: GenerateImagesInput, signal: AbortSignal): Promise<GenerateReply> {
  if (!deps.images.available) throw new AppError('IMAGE_PROVIDER_OFF', messages.providerOff, 503);
  const payer = { kind: 'user', userId } as const;
  const prompt = composeImagePrompt(input);
  const spent = await deps.db.transaction(async (tx) => {
    const items: { id: string; charge: SpendCharge }[] = [];
    let remaining: Remaining | null = null;
    for (let i = 0; i < input.count; i++) {
      const id = randomUUID();
      const result = await spendUsage(tx, { payer, counter: 'img', creditCost: deps.env.IMAGE_CREDIT_COST, ref: { feature: 'image', id } });
      await tx.insert(images).values({ id, userId, kind: 'ai', status: 'pending', prompt: input.prompt, charge: result.charge });
      items.push({ id, charge: result.charge });
      remaining = result.remaining;
    }
    return { items, remaining: remaining as Remaining };
  });

  const outcomes = await Promise.all(
    spent.items.map(async ({ id, charge }) => {
      try {
        const raw = await deps.images.generate({ prompt, size: input.size, abortSignal: signal });
        const clean = await cleanImage(raw).catch(() => {
          throw new ImageProviderError('IMAGE_BAD_REPLY', imageProviderMessages.badReply);
        });
        const row = await storeImage(deps, { id, userId, kind: 'ai', prompt: input.prompt, image: clean });
        return { ok: true as const, image: toGalleryImage(deps.storage, row) };
      } catch (err) {
        await deps.db.transaction(async (tx) => {
          await refundUsage(tx, { payer, counter: 'img', charge, ref: { feature: 'image', id } });
          await tx.update(images).set({ status: 'failed' }).where(eq(images.id, id));
        });
        // A full disk is told as such (507, as the error handler answers it elsewhere), not as a provider fault.
        const failure =
          err instanceof ImageProviderError
            ? { code: err.code, message: err.message }
            : isStorageFull(err)
              ? { code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE }
              : { code: 'IMAGE_FAILED', message: messages.storageFailed };
        return { ok: false as const, failure, charge };
      }
    }),
  );
  const made = outcomes.flatMap((o) => (o.ok ? [o.image] : []));
  const failed = outcomes.flatMap((o) => (o.ok ? [] : [o]));
  const first = failed[0];
  if (made.length === 0 && first) throw new AppError(first.failure.code, first.failure.message, STATUS_BY_CODE[first.failure.code] ?? 502);
  return { images: made, failures: failed.map((f) => f.failure), remaining: spent.remaining, refunds: failed.map((f) => f.charge) };
}
