import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, type LanguageModelV3, type LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { GenerationInput, WriterBrief } from '@contracts/generations';
import type { Env } from '../../env';
import { composeOfflineDraft, composeOfflineSection, offlineTitleSuggestions } from './offline-writer';

export type LlmProviderName = Env['LLM_PROVIDER'];

export const DEFAULT_MODELS: Record<Exclude<LlmProviderName, 'openai-compatible'>, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
  offline: 'offline-writer',
};

export const llmMessages = {
  failed: 'AI 모델이 응답하지 않아 글을 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
  rateLimited: 'AI 모델의 사용량이 많아 글을 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
  timeout: 'AI 모델의 응답이 너무 늦어 생성을 멈췄습니다. 잠시 후 다시 시도해주세요.',
  badKey: 'AI 모델 설정(API 키)이 올바르지 않습니다. 관리자에게 문의해주세요.',
} as const;

/** A provider failure, with a Korean message fit to show. */
export class LlmError extends Error {
  constructor(
    readonly code: 'LLM_FAILED' | 'LLM_RATE_LIMITED' | 'LLM_TIMEOUT' | 'LLM_AUTH',
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** Maps whatever a provider threw to an LlmError with a Korean message. */
export function toLlmError(err: unknown, timedOut = false): LlmError {
  if (err instanceof LlmError) return err;
  if (timedOut) return new LlmError('LLM_TIMEOUT', llmMessages.timeout);
  const lastStatus = APICallError.isInstance(err) ? err.statusCode : undefined;
  // Google answers a wrong key with 400 API_KEY_INVALID rather than 401.
  const badGoogleKey = lastStatus === 400 && APICallError.isInstance(err) && /API_KEY_INVALID|API key not valid/.test(err.responseBody ?? '');
  if (lastStatus === 401 || lastStatus === 403 || badGoogleKey) return new LlmError('LLM_AUTH', llmMessages.badKey);
  if (lastStatus === 429) return new LlmError('LLM_RATE_LIMITED', llmMessages.rateLimited);
  return new LlmError('LLM_FAILED', llmMessages.failed);
}

export type LlmRequest = {
  system: string;
  prompt: string;
  maxOutputTokens: number;
  abortSignal: AbortSignal;
  /** The structured input, which the offline writer composes from instead of the prompt. */
  input: GenerationInput;
  /** The keyword's research brief, which the offline writer builds the skeleton from (the prompt carries it for a model). */
  brief?: WriterBrief | null;
};

export type LlmUsage = { inputTokens: number | null; outputTokens: number | null };
export type LlmStream = { text: AsyncIterable<string>; usage: () => LlmUsage };

export type Llm = {
  provider: LlmProviderName;
  model: string;
  offline: boolean;
  /** Streams a post; throws LlmError (before or during the stream). */
  stream(request: LlmRequest): LlmStream;
  /** Five title ideas for a keyword. */
  titles(request: Omit<LlmRequest, 'maxOutputTokens'>): Promise<string[]>;
  /** One section rewritten. */
  section(request: LlmRequest & { heading: string; variant: number }): Promise<string>;
  /** One short answer (an outline's JSON); the offline writer has no model to ask and answers ''. */
  complete(request: LlmRequest): Promise<string>;
};

const OFFLINE_CHUNK = 6;
const OFFLINE_DELAY_MS = 12;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** The built-in writer: a deterministic Korean draft, streamed in small pieces like a model's output. */
function offlineLlm(): Llm {
  return {
    provider: 'offline',
    model: DEFAULT_MODELS.offline,
    offline: true,
    stream({ input, brief, abortSignal }) {
      const composed = composeOfflineDraft(input, brief ?? null);
      const draft = input.title ? composed.replace(/^#\s+.*$/m, `# ${input.title}`) : composed;
      return {
        text: (async function* () {
          for (let i = 0; i < draft.length && !abortSignal.aborted; i += OFFLINE_CHUNK) {
            yield draft.slice(i, i + OFFLINE_CHUNK);
            await sleep(OFFLINE_DELAY_MS, abortSignal);
          }
        })(),
        usage: () => ({ inputTokens: null, outputTokens: null }),
      };
    },
    titles: async ({ input }) => offlineTitleSuggestions(input),
    section: async ({ input, brief, heading, variant }) => composeOfflineSection(input, heading, variant, brief ?? null),
    complete: async () => '',
  };
}

function providerModel(env: Env): { model: LanguageModelV3; id: string } {
  const key = env.LLM_API_KEY ?? '';
  switch (env.LLM_PROVIDER) {
    case 'openai': {
      const id = env.LLM_MODEL ?? DEFAULT_MODELS.openai;
      return { id, model: createOpenAI({ apiKey: key, ...(env.LLM_BASE_URL ? { baseURL: env.LLM_BASE_URL } : {}) }).chat(id) };
    }
    case 'anthropic': {
      const id = env.LLM_MODEL ?? DEFAULT_MODELS.anthropic;
      return { id, model: createAnthropic({ apiKey: key, ...(env.LLM_BASE_URL ? { baseURL: env.LLM_BASE_URL } : {}) })(id) };
    }
    case 'google': {
      const id = env.LLM_MODEL ?? DEFAULT_MODELS.google;
      return { id, model: createGoogleGenerativeAI({ apiKey: key, ...(env.LLM_BASE_URL ? { baseURL: env.LLM_BASE_URL } : {}) })(id) };
    }
    default: {
      const id = env.LLM_MODEL ?? '';
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: env.LLM_BASE_URL ?? '',
        includeUsage: true,
        ...(key ? { apiKey: key } : {}),
      });
      return { id, model: provider(id) };
    }
  }
}

const MAX_RETRIES = 2;

const isRetryable = (err: unknown) => APICallError.isInstance(err) && err.isRetryable;

/**
 * Waits as the provider asks (retry-after), else 1 s, 2 s… like the AI SDK's own retries. A first try whose
 * connection closed before any answer is tried again at once: that is a kept-alive socket the provider had
 * already timed out, not a provider asking for patience (it cost the first words of one post in ten a second).
 */
function retryDelayMs(err: unknown, attempt: number) {
  if (attempt === 0 && APICallError.isInstance(err) && err.statusCode === undefined) return 0;
  const header = APICallError.isInstance(err) ? err.responseHeaders?.['retry-after'] : undefined;
  const seconds = header !== undefined ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 60_000) : 1000 * 2 ** attempt;
}

/**
 * The provider chosen by settings (LLM_PROVIDER …), or the offline writer when none is set. Keys stay
 * here; retries (429/5xx) happen before the first token, and time limits turn into Korean errors.
 */
export function createLlm(env: Env): Llm {
  if (env.LLM_PROVIDER === 'offline') return offlineLlm();
  const { model, id } = providerModel(env);

  function withTimeouts(outer: AbortSignal) {
    const controller = new AbortController();
    let timedOut = false;
    const abort = () => controller.abort();
    outer.addEventListener('abort', abort, { once: true });
    const total = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, env.LLM_TIMEOUT_MS);
    let first: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, env.LLM_FIRST_TOKEN_TIMEOUT_MS);
    return {
      signal: controller.signal,
      gotFirstToken: () => {
        clearTimeout(first);
        first = undefined;
      },
      timedOut: () => timedOut,
      dispose: () => {
        clearTimeout(total);
        clearTimeout(first);
        outer.removeEventListener('abort', abort);
      },
    };
  }

  const callOptions = (system: string, prompt: string, maxOutputTokens: number, abortSignal: AbortSignal): LanguageModelV3CallOptions => ({
    prompt: [
      { role: 'system', content: system },
      { role: 'user', content: [{ type: 'text', text: prompt }] },
    ],
    maxOutputTokens,
    abortSignal,
  });

  /** One non-streamed answer (titles, a section) from the adapter's doGenerate, with the same retries. */
  async function complete(system: string, prompt: string, maxOutputTokens: number, limits: ReturnType<typeof withTimeouts>): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await model.doGenerate(callOptions(system, prompt, maxOutputTokens, limits.signal));
        return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      } catch (err) {
        if (limits.signal.aborted || attempt >= MAX_RETRIES || !isRetryable(err)) throw err;
        await sleep(retryDelayMs(err, attempt), limits.signal);
      }
    }
  }

  return {
    provider: env.LLM_PROVIDER,
    model: id,
    offline: false,
    // Streams straight from the provider adapter (doStream), not through streamText: the same wire
    // protocol and parsing, without the per-stream bookkeeping streamText keeps for its promises —
    // a stream costs a fraction of the memory, which matters with hundreds open at once.
    stream({ system, prompt, maxOutputTokens, abortSignal }) {
      const limits = withTimeouts(abortSignal);
      const usage: LlmUsage = { inputTokens: null, outputTokens: null };
      const options = callOptions(system, prompt, maxOutputTokens, limits.signal);
      return {
        usage: () => usage,
        text: (async function* () {
          let yielded = false;
          try {
            for (let attempt = 0; ; attempt++) {
              try {
                const { stream } = await model.doStream(options);
                const reader = stream.getReader();
                try {
                  for (;;) {
                    const { value: part, done } = await reader.read();
                    if (done) return;
                    if (part.type === 'text-delta') {
                      limits.gotFirstToken();
                      yielded = true;
                      yield part.delta;
                    } else if (part.type === 'finish') {
                      usage.inputTokens = part.usage.inputTokens.total ?? null;
                      usage.outputTokens = part.usage.outputTokens.total ?? null;
                    } else if (part.type === 'error') {
                      throw part.error;
                    }
                  }
                } finally {
                  reader.releaseLock();
                }
              } catch (err) {
                // Retry 429/5xx and dropped connections, but only before any text reached the reader.
                if (yielded || limits.signal.aborted || attempt >= MAX_RETRIES || !isRetryable(err)) throw err;
                await sleep(retryDelayMs(err, attempt), limits.signal);
              }
            }
          } catch (err) {
            if (abortSignal.aborted && !limits.timedOut()) return;
            throw toLlmError(err, limits.timedOut());
          } finally {
            limits.dispose();
          }
        })(),
      };
    },
    async titles({ system, prompt, abortSignal }) {
      const limits = withTimeouts(abortSignal);
      try {
        const text = await complete(system, prompt, 400, limits);
        return text
          .split('\n')
          .map((l) => l.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').replace(/^["'“]|["'”]$/g, '').trim())
          .filter(Boolean)
          .slice(0, 5);
      } catch (err) {
        throw toLlmError(err, limits.timedOut());
      } finally {
        limits.dispose();
      }
    },
    async complete({ system, prompt, maxOutputTokens, abortSignal }) {
      const limits = withTimeouts(abortSignal);
      try {
        return (await complete(system, prompt, maxOutputTokens, limits)).trim();
      } catch (err) {
        throw toLlmError(err, limits.timedOut());
      } finally {
        limits.dispose();
      }
    },
    async section({ system, prompt, maxOutputTokens, abortSignal }) {
      const limits = withTimeouts(abortSignal);
      try {
        const text = await complete(system, prompt, maxOutputTokens, limits);
        return text.trim();
      } catch (err) {
        throw toLlmError(err, limits.timedOut());
      } finally {
        limits.dispose();
      }
    },
  };
}
