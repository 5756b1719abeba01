import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, type ImageModelV3 } from '@ai-sdk/provider';
import type { ImageSize } from '@contracts/images';
import type { Env } from '../../env';
import { ImageProviderError, imageProviderMessages, toImageError } from './image-errors';
import { createOpenAiCompatibleImages } from './openai-compatible-images';

export type ImageProviderName = Env['IMAGE_PROVIDER'];

export const DEFAULT_IMAGE_MODELS = { openai: 'gpt-image-1', google: 'imagen-4.0-generate-001', off: '' } as const;

export type ImageRequest = { prompt: string; size: ImageSize; abortSignal: AbortSignal };

export type ImageProvider = {
  provider: ImageProviderName;
  model: string;
  available: boolean;
  /** One image's bytes as the provider sent them; throws ImageProviderError with a Korean message. */
  generate(request: ImageRequest): Promise<Buffer>;
};

// gpt-image-* takes 1536x1024 / 1024x1536; dall-e-3 takes 1792x1024 / 1024x1792; dall-e-2 only squares.
export function openAiSize(model: string, size: ImageSize): `${number}x${number}` {
  if (size === '1:1') return '1024x1024';
  if (model.startsWith('dall-e-3')) return size === '16:9' ? '1792x1024' : '1024x1792';
  if (model.startsWith('dall-e-2')) return '1024x1024';
  return size === '16:9' ? '1536x1024' : '1024x1536';
}

const MAX_RETRIES = 2;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

/** Waits as the provider asks (retry-after), else 1 s, 2 s… as the LLM layer does. */
function retryDelayMs(err: unknown, attempt: number) {
  const header = APICallError.isInstance(err) ? err.responseHeaders?.['retry-after'] : undefined;
  const seconds = header !== undefined ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 60_000) : 1000 * 2 ** attempt;
}

/** The AI SDK's image model: one call of doGenerate for one image, base64 or bytes back. */
function sdkGenerate(model: ImageModelV3, options: (size: ImageSize) => { size?: `${number}x${number}`; aspectRatio?: `${number}:${number}` }) {
  return async ({ prompt, size, abortSignal }: ImageRequest) => {
    const result = await model.doGenerate({
      prompt,
      n: 1,
      seed: undefined,
      files: undefined,
      mask: undefined,
      providerOptions: {},
      abortSignal,
      size: undefined,
      aspectRatio: undefined,
      ...options(size),
    });
    const first = result.images[0];
    if (first === undefined) {
      // Google drops a filtered image instead of failing the call.
      throw new ImageProviderError('IMAGE_REFUSED', imageProviderMessages.refused);
    }
    return typeof first === 'string' ? Buffer.from(first, 'base64') : Buffer.from(first);
  };
}

function providerCall(env: Env): { id: string; call: (r: ImageRequest) => Promise<Buffer> } {
  const key = env.IMAGE_API_KEY ?? '';
  const baseURL = env.IMAGE_BASE_URL ? { baseURL: env.IMAGE_BASE_URL } : {};
  switch (env.IMAGE_PROVIDER) {
    case 'openai': {
      const id = env.IMAGE_MODEL ?? DEFAULT_IMAGE_MODELS.openai;
      return { id, call: sdkGenerate(createOpenAI({ apiKey: key, ...baseURL }).image(id), (size) => ({ size: openAiSize(id, size) })) };
    }
    case 'google': {
      const id = env.IMAGE_MODEL ?? DEFAULT_IMAGE_MODELS.google;
      return { id, call: sdkGenerate(createGoogleGenerativeAI({ apiKey: key, ...baseURL }).image(id), (size) => ({ aspectRatio: size })) };
    }
    default: {
      const id = env.IMAGE_MODEL ?? '';
      const generate = createOpenAiCompatibleImages({ baseUrl: env.IMAGE_BASE_URL ?? '', apiKey: env.IMAGE_API_KEY, model: id });
      return { id, call: ({ prompt, size, abortSignal }) => generate({ prompt, size: openAiSize(id, size), signal: abortSignal }) };
    }
  }
}

/**
 * The image model chosen by settings (IMAGE_PROVIDER …), or none ('off'). Keys stay here; 429/5xx are
 * retried, a slow provider is cut off at IMAGE_TIMEOUT_MS, and every failure becomes a Korean error.
 */
export function createImageProvider(env: Env): ImageProvider {
  if (env.IMAGE_PROVIDER === 'off') {
    return { provider: 'off', model: '', available: false, generate: () => Promise.reject(new ImageProviderError('IMAGE_OFF', imageProviderMessages.off)) };
  }
  const { id, call } = providerCall(env);
  return {
    provider: env.IMAGE_PROVIDER,
    model: id,
    available: true,
    async generate({ prompt, size, abortSignal }) {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => { timedOut = true; controller.abort(); }, env.IMAGE_TIMEOUT_MS);
      const abort = () => controller.abort();
      abortSignal.addEventListener('abort', abort, { once: true });
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            return await call({ prompt, size, abortSignal: controller.signal });
          } catch (err) {
            const retryable = APICallError.isInstance(err) && err.isRetryable;
            if (controller.signal.aborted || attempt >= MAX_RETRIES || !retryable) throw err;
            await sleep(retryDelayMs(err, attempt), controller.signal);
          }
        }
      } catch (err) {
        throw toImageError(err, timedOut);
      } finally {
        clearTimeout(timer);
        abortSignal.removeEventListener('abort', abort);
      }
    },
  };
}
