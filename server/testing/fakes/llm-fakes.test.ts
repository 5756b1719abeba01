import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  NoOutputGeneratedError,
  RetryError,
  streamText,
  type LanguageModel,
  type StreamTextResult,
  type ToolSet,
} from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeAnthropic } from './anthropic-server';
import { startFakeOpenAI, type FakeLlmServer } from './openai-server';

const KEY = 'sk-test-key';
const PROMPT = '블로그 글 제목을 하나 지어 줘.';
const CHUNKS = ['봄날의 ', '서울 ', '산책 ', '코스'];

let openai: FakeLlmServer;
let anthropic: FakeLlmServer;

beforeAll(async () => {
  [openai, anthropic] = await Promise.all([startFakeOpenAI({ apiKey: KEY }), startFakeAnthropic({ apiKey: KEY })]);
});
afterAll(async () => {
  await Promise.all([openai.close(), anthropic.close()]);
});
beforeEach(() => {
  for (const fake of [openai, anthropic]) {
    fake.requests.length = 0;
    fake.setScript({ chunks: CHUNKS, usage: { input: 21, output: 34 } });
  }
});

const compatible = (apiKey = KEY) =>
  createOpenAICompatible({ name: 'fake', baseURL: openai.url, apiKey, includeUsage: true })('fake-model');
const claude = (apiKey = KEY) => createAnthropic({ baseURL: anthropic.url, apiKey })('claude-x');

// An unknown Claude model id makes the SDK warn about maxOutputTokens unless it is set.
const SETTINGS = { maxOutputTokens: 1024 };

const providers: Array<{ name: string; fake: () => FakeLlmServer; model: (apiKey?: string) => LanguageModel }> = [
  { name: 'openai-compatible', fake: () => openai, model: compatible },
  { name: 'anthropic', fake: () => anthropic, model: claude },
];

type Collected = { texts: string[]; types: string[]; errors: unknown[]; thrown: unknown };

/** Reads the whole fullStream: error parts are collected, an error that ends the stream lands in `thrown`. */
async function collect(result: StreamTextResult<ToolSet, never>, onPart?: (type: string) => void): Promise<Collected> {
  const out: Collected = { texts: [], types: [], errors: [], thrown: undefined };
  try {
    for await (const part of result.fullStream) {
      out.types.push(part.type);
      if (part.type === 'text-delta') out.texts.push(part.text);
      if (part.type === 'error') out.errors.push(part.error);
      onPart?.(part.type);
    }
  } catch (error) {
    out.thrown = error;
  }
  return out;
}

describe('openai-compatible adapter against the fake OpenAI server', () => {
  it('streams the scripted chunks and reports the scripted usage', async () => {
    const result = streamText({ model: compatible(), prompt: PROMPT });
    const texts: string[] = [];
    for await (const text of result.textStream) texts.push(text);

    expect(texts.join('')).toBe(CHUNKS.join(''));
    expect(texts).toEqual(CHUNKS);
    const usage = await result.usage;
    expect(usage.inputTokens).toBe(21);
    expect(usage.outputTokens).toBe(34);
    expect(usage.totalTokens).toBe(55);
    expect(await result.finishReason).toBe('stop');

    expect(openai.requests).toHaveLength(1);
    const [request] = openai.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({
      model: 'fake-model',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: PROMPT }],
    });
  });

  it('answers generateText with the joined text and usage', async () => {
    const result = await generateText({ model: compatible(), prompt: PROMPT });
    expect(result.text).toBe(CHUNKS.join(''));
    expect(result.usage.inputTokens).toBe(21);
    expect(result.usage.outputTokens).toBe(34);
    expect(openai.requests[0]?.body.stream).toBeUndefined();
  });
});

describe('@ai-sdk/openai chat adapter against the fake OpenAI server', () => {
  it('streams text and usage from .chat()', async () => {
    const model = createOpenAI({ baseURL: openai.url, apiKey: KEY }).chat('gpt-4o-mini');
    const result = streamText({ model, prompt: PROMPT });
    const texts: string[] = [];
    for await (const text of result.textStream) texts.push(text);
    expect(texts.join('')).toBe(CHUNKS.join(''));
    expect((await result.usage).outputTokens).toBe(34);
    expect(openai.requests[0]?.body).toMatchObject({ model: 'gpt-4o-mini', stream: true });
  });
});

describe('anthropic adapter against the fake Anthropic server', () => {
  it('streams the scripted chunks and reports the scripted usage', async () => {
    const result = streamText({ model: claude(), prompt: PROMPT, ...SETTINGS });
    const texts: string[] = [];
    for await (const text of result.textStream) texts.push(text);

    expect(texts).toEqual(CHUNKS);
    const usage = await result.usage;
    expect(usage.inputTokens).toBe(21);
    expect(usage.outputTokens).toBe(34);
    expect(await result.finishReason).toBe('stop');

    const [request] = anthropic.requests;
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe(KEY);
    expect(request?.headers['anthropic-version']).toBeTruthy();
    expect(request?.body).toMatchObject({ model: 'claude-x', stream: true, max_tokens: 1024 });
  });

  it('answers generateText with the joined text and usage', async () => {
    const result = await generateText({ model: claude(), prompt: PROMPT, ...SETTINGS });
    expect(result.text).toBe(CHUNKS.join(''));
    expect(result.usage.inputTokens).toBe(21);
    expect(result.usage.outputTokens).toBe(34);
  });
});

describe.each(providers)('failures through the $name adapter', ({ fake, model }) => {
  it('turns a wrong key into an error part (APICallError 401) that is not retried', async () => {
    const onError = vi.fn();
    const result = streamText({ model: model('wrong-key'), prompt: PROMPT, ...SETTINGS, onError });
    const out = await collect(result);

    expect(out.thrown).toBeUndefined();
    expect(out.texts).toEqual([]);
    expect(out.errors).toHaveLength(1);
    const [error] = out.errors;
    expect(APICallError.isInstance(error) && error.statusCode).toBe(401);
    expect(onError).toHaveBeenCalledWith({ error });
    await expect(result.text).rejects.toSatisfy(NoOutputGeneratedError.isInstance);
    expect(fake().requests).toHaveLength(1);
  });

  it('makes generateText throw APICallError 401 on a wrong key', async () => {
    const failure = generateText({ model: model('wrong-key'), prompt: PROMPT, ...SETTINGS });
    await expect(failure).rejects.toSatisfy((e) => APICallError.isInstance(e) && e.statusCode === 401);
  });

  it('retries a 429 and then streams the text', async () => {
    fake().setScript({ chunks: CHUNKS, failures: [429] });
    const result = streamText({ model: model(), prompt: PROMPT, ...SETTINGS, maxRetries: 2, onError: vi.fn() });
    const out = await collect(result);
    expect(out.errors).toEqual([]);
    expect(out.texts.join('')).toBe(CHUNKS.join(''));
    expect(fake().requests).toHaveLength(2);
  });

  it('gives up after maxRetries on repeated 500s with a RetryError', async () => {
    fake().setScript({ chunks: CHUNKS, failures: [500, 500, 500] });
    const result = streamText({ model: model(), prompt: PROMPT, ...SETTINGS, maxRetries: 2, onError: vi.fn() });
    const out = await collect(result);
    const [error] = out.errors;
    expect(RetryError.isInstance(error)).toBe(true);
    expect(RetryError.isInstance(error) && error.reason).toBe('maxRetriesExceeded');
    expect(RetryError.isInstance(error) && APICallError.isInstance(error.lastError) && error.lastError.statusCode).toBe(500);
    expect(fake().requests).toHaveLength(3);
  });

  it('lets the consumer see the first chunks and then an error when the connection drops', async () => {
    fake().setScript({ chunks: CHUNKS, dropAfterChunks: 2 });
    const onError = vi.fn();
    const result = streamText({ model: model(), prompt: PROMPT, ...SETTINGS, onError });
    const texts: string[] = [];
    let thrown: unknown;
    try {
      for await (const text of result.textStream) texts.push(text);
    } catch (error) {
      thrown = error;
    }
    expect(texts).toEqual(CHUNKS.slice(0, 2));
    expect(APICallError.isInstance(thrown) && thrown.statusCode).toBe(200);
    expect(APICallError.isInstance(thrown) && thrown.isRetryable).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    await expect(result.text).rejects.toBe(thrown);
    expect(fake().aborted()).toBe(0);
  });

  it('counts an aborted request when the consumer aborts after the first chunk', async () => {
    const many = Array.from({ length: 30 }, (_, i) => `문장${i} `);
    fake().setScript({ chunks: many, chunkDelayMs: 10 });
    const before = fake().aborted();
    const controller = new AbortController();
    const onAbort = vi.fn();
    const result = streamText({ model: model(), prompt: PROMPT, ...SETTINGS, abortSignal: controller.signal, onAbort });
    const out = await collect(result, (type) => {
      if (type === 'text-delta') controller.abort();
    });

    expect(out.thrown).toBeUndefined();
    expect(out.texts.length).toBeLessThan(many.length);
    expect(out.types).toContain('abort');
    expect(onAbort).toHaveBeenCalledOnce();
    await expect(result.text).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(fake().aborted()).toBe(before + 1), { timeout: 1000, interval: 10 });
  });

  it('paces chunks and records when the first content chunk went out', async () => {
    fake().setScript({ chunks: CHUNKS, firstChunkDelayMs: 80, chunkDelayMs: 30 });
    const firstBytes = fake().firstByteTimes.length;
    const started = performance.now();
    const arrivals: number[] = [];
    const result = streamText({ model: model(), prompt: PROMPT, ...SETTINGS });
    for await (const _text of result.textStream) arrivals.push(performance.now());

    expect(arrivals).toHaveLength(CHUNKS.length);
    expect(fake().firstByteTimes).toHaveLength(firstBytes + 1);
    const firstByte = fake().firstByteTimes.at(-1) ?? 0;
    expect(firstByte - started).toBeGreaterThanOrEqual(75);
    expect(arrivals[0]).toBeGreaterThanOrEqual(firstByte);
    // Three 30 ms gaps: the first chunk reached the consumer long before the last was written.
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(60);
  });
});

describe('the raw wire format', () => {
  it('answers a 429 with retry-after: 0 and the provider error shapes', async () => {
    openai.setScript({ chunks: CHUNKS, failures: [429] });
    const o = await fetch(`${openai.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [] }),
    });
    expect(o.status).toBe(429);
    expect(o.headers.get('retry-after')).toBe('0');
    expect(await o.json()).toMatchObject({ error: { type: 'requests', code: 'rate_limit_exceeded' } });

    anthropic.setScript({ chunks: CHUNKS, failures: [429] });
    const a = await fetch(`${anthropic.url}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', max_tokens: 10, messages: [] }),
    });
    expect(a.status).toBe(429);
    expect(a.headers.get('retry-after')).toBe('0');
    expect(await a.json()).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
  });

  it('answers OpenAI auth failures, /chat/completions without /v1, and GET /v1/models', async () => {
    const bad = await fetch(`${openai.url}/chat/completions`, { method: 'POST', body: '{}' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'invalid_api_key' } });

    const root = openai.url.replace(/\/v1$/, '');
    const plain = await fetch(`${root}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ model: 'm', messages: [] }),
    });
    expect(await plain.json()).toMatchObject({
      object: 'chat.completion',
      choices: [{ message: { role: 'assistant', content: CHUNKS.join('') }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 21, completion_tokens: 34, total_tokens: 55 },
    });

    const models = await fetch(`${openai.url}/models`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(await models.json()).toMatchObject({ object: 'list', data: [{ object: 'model' }] });
  });

  it('ends an OpenAI stream with the usage chunk and [DONE]', async () => {
    const res = await fetch(`${openai.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ model: 'm', messages: [], stream: true, stream_options: { include_usage: true } }),
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const events = (await res.text()).split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(events.at(-2)?.slice('data: '.length) ?? '')).toMatchObject({ choices: [], usage: { total_tokens: 55 } });
    expect(JSON.parse(events[0]?.slice('data: '.length) ?? '')).toMatchObject({
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: { role: 'assistant', content: CHUNKS[0] }, finish_reason: null }],
    });
  });

  it('requires anthropic-version and a matching x-api-key on Anthropic', async () => {
    const body = JSON.stringify({ model: 'm', max_tokens: 10, messages: [] });
    const noVersion = await fetch(`${anthropic.url}/messages`, { method: 'POST', headers: { 'x-api-key': KEY }, body });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });

    const badKey = await fetch(`${anthropic.url}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': 'nope', 'anthropic-version': '2023-06-01' },
      body,
    });
    expect(badKey.status).toBe(401);
    expect(await badKey.json()).toEqual({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } });
  });
});
