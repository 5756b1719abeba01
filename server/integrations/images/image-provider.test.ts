import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { type FakeImagesServer, startFakeImagesServer } from '../../testing/fakes/openai-images-server';
import { imageProviderMessages } from './image-errors';
import { createImageProvider } from './image-provider';

let fake: FakeImagesServer;
beforeAll(async () => {
  fake = await startFakeImagesServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.queue = [];
  fake.requests = [];
  fake.fallback = { kind: 'b64' };
});

const openai = () => createImageProvider(parseEnv({ IMAGE_PROVIDER: 'openai', IMAGE_API_KEY: 'sk-test', IMAGE_BASE_URL: fake.url }));
const compatible = () => createImageProvider(parseEnv({ IMAGE_PROVIDER: 'openai-compatible', IMAGE_BASE_URL: fake.url, IMAGE_MODEL: 'local-sd' }));
const request = { prompt: '가을 단풍길', size: '16:9' as const, abortSignal: new AbortController().signal };

describe('image provider over HTTP against a fake OpenAI images server', () => {
  it('openai (AI SDK): reads a b64_json answer and asks gpt-image-1 for 1536x1024 without response_format', async () => {
    const bytes = await openai().generate(request);
    expect(bytes.equals(fake.png)).toBe(true);
    expect(fake.requests[0]).toMatchObject({ model: 'gpt-image-1', prompt: '가을 단풍길', n: 1, size: '1536x1024' });
    expect(fake.requests[0]).not.toHaveProperty('response_format');
  });

  it('openai-compatible: reads a b64_json answer and a url answer (fetching the image)', async () => {
    fake.queue = [{ kind: 'b64' }, { kind: 'url' }];
    const provider = compatible();
    expect((await provider.generate(request)).equals(fake.png)).toBe(true);
    expect((await provider.generate(request)).equals(fake.png)).toBe(true);
    expect(fake.requests.map((r) => r.model)).toEqual(['local-sd', 'local-sd']);
  });

  it('turns a 400 content_policy_violation into a Korean refusal, without retrying', async () => {
    for (const provider of [openai(), compatible()]) {
      fake.queue = [{ kind: 'refuse' }];
      fake.requests = [];
      await expect(provider.generate(request)).rejects.toMatchObject({ code: 'IMAGE_REFUSED', message: imageProviderMessages.refused });
      expect(fake.requests).toHaveLength(1);
    }
  });

  it('retries a 429 (and a 500) and then succeeds', async () => {
    for (const provider of [openai(), compatible()]) {
      fake.queue = [{ kind: 'status', status: 429 }, { kind: 'status', status: 500 }];
      fake.requests = [];
      expect((await provider.generate(request)).equals(fake.png)).toBe(true);
      expect(fake.requests).toHaveLength(3);
    }
  });

  it('gives up after the retries with a Korean rate-limit message, and names a bad key', async () => {
    fake.fallback = { kind: 'status', status: 429 };
    await expect(openai().generate(request)).rejects.toMatchObject({ code: 'IMAGE_RATE_LIMITED', message: imageProviderMessages.rateLimited });
    fake.fallback = { kind: 'status', status: 401 };
    await expect(compatible().generate(request)).rejects.toMatchObject({ code: 'IMAGE_AUTH', message: imageProviderMessages.badKey });
  });

  it('stops a slow provider at IMAGE_TIMEOUT_MS with a Korean timeout', async () => {
    fake.delayMs = 1500;
    try {
      const slow = createImageProvider(parseEnv({ IMAGE_PROVIDER: 'openai-compatible', IMAGE_BASE_URL: fake.url, IMAGE_MODEL: 'm', IMAGE_TIMEOUT_MS: '1000' }));
      await expect(slow.generate(request)).rejects.toMatchObject({ code: 'IMAGE_TIMEOUT', message: imageProviderMessages.timeout });
    } finally {
      fake.delayMs = 0;
    }
  });

  it('google (AI SDK, Imagen): sends the aspect ratio, reads the image, refuses a filtered answer, retries a 429', async () => {
    const google = createImageProvider(parseEnv({ IMAGE_PROVIDER: 'google', IMAGE_API_KEY: 'g-key', IMAGE_BASE_URL: fake.url }));
    expect((await google.generate(request)).equals(fake.png)).toBe(true);
    expect(fake.requests[0]).toMatchObject({ instances: [{ prompt: '가을 단풍길' }], parameters: { sampleCount: 1, aspectRatio: '16:9' } });
    fake.queue = [{ kind: 'refuse' }];
    await expect(google.generate(request)).rejects.toMatchObject({ code: 'IMAGE_REFUSED', message: imageProviderMessages.refused });
    fake.queue = [{ kind: 'status', status: 429 }];
    fake.requests = [];
    expect((await google.generate(request)).equals(fake.png)).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('with off, is unavailable and says no model is connected', async () => {
    const off = createImageProvider(parseEnv({}));
    expect(off.available).toBe(false);
    await expect(off.generate(request)).rejects.toMatchObject({ code: 'IMAGE_OFF' });
  });
});
