import { createServer, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake LLM answers: the text in pieces, its pacing, the failures before it, and the token counts. */
export type LlmScript = {
  /** Text pieces streamed in order; joined, they are the full reply. */
  chunks: string[];
  /** Delay between two chunks. */
  chunkDelayMs?: number;
  /** Delay before the first content byte; the response headers go out before it. */
  firstChunkDelayMs?: number;
  /**
   * HTTP statuses answered, one per request, before a request succeeds, e.g. [429, 500]; each carries `retry-after: 0`.
   * 0 closes the connection with no answer at all, as a provider does with a kept-alive socket it has timed out.
   */
  failures?: number[];
  /** Close the socket after this many chunks, to simulate a failure mid-stream (streams only). */
  dropAfterChunks?: number;
  /** Token counts reported in the reply. */
  usage?: { input: number; output: number };
};

/** One POST the fake received, with its JSON body. */
export type RecordedRequest = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** A running fake LLM provider on 127.0.0.1. */
export type FakeLlmServer = {
  /** Base URL ending in /v1, for the provider's `baseURL` setting. */
  url: string;
  requests: RecordedRequest[];
  /** How many requests the client closed before the reply was complete. */
  aborted: () => number;
  /** Replaces the script; its failure list starts over. */
  setScript: (script: LlmScript) => void;
  /** performance.now() when the first content chunk of each stream was written. */
  firstByteTimes: number[];
  close: () => Promise<void>;
};

/** The SSE frames of one streamed reply, already serialised. */
export type SseFrames = { head: string[]; chunk: (text: string, index: number) => string; tail: string[] };

/** One request as a provider-specific handler sees it, with helpers that answer it the scripted way. */
export type FakeExchange = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body of a POST, or null when it is missing or not a JSON object. */
  body: Record<string, unknown> | null;
  /** The script as it was when the request arrived. */
  script: LlmScript;
  /** Consumes and returns the next scripted failure status, or undefined when this request succeeds. */
  nextFailure: () => number | undefined;
  sendJson: (status: number, body: unknown, headers?: OutgoingHttpHeaders) => void;
  /** Waits `ms`, returning early when the client goes away. */
  delay: (ms: number) => Promise<void>;
  /** Streams the frames as text/event-stream, following the script's delays and drop. */
  streamSse: (frames: SseFrames) => Promise<void>;
};

/** The reply a fake gives until a test sets its own script. */
export const DEFAULT_SCRIPT: LlmScript = { chunks: ['안녕하세요', ', ', '글빛', '입니다.'], usage: { input: 12, output: 4 } };

/** Token counts a script reports: its own, or 10 in and one per chunk out. */
export const usageOf = (script: LlmScript) => script.usage ?? { input: 10, output: script.chunks.length };

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  if (parts.length === 0) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(parts).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Starts an HTTP server that keeps the script, request log and counters both fake providers share. */
export async function startScriptedServer(
  requestIdHeader: string,
  handle: (exchange: FakeExchange) => Promise<void> | void,
  port = 0,
): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const firstByteTimes: number[] = [];
  let abortedCount = 0;
  let script: LlmScript = DEFAULT_SCRIPT;
  let failures: number[] = [];
  let requestCounter = 0;

  const server = createServer({ noDelay: true, keepAliveTimeout: 1000 }, (req, res) => {
    const gone = new AbortController();
    let dropped = false;
    res.on('close', () => {
      if (!res.writableFinished && !dropped) abortedCount += 1;
      gone.abort();
    });
    res.setHeader(requestIdHeader, `req_fake_${++requestCounter}`);

    const delay = (ms: number) =>
      new Promise<void>((resolve) => {
        if (ms <= 0 || gone.signal.aborted) return resolve();
        const done = () => {
          clearTimeout(timer);
          gone.signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        gone.signal.addEventListener('abort', done, { once: true });
      });

    const sendJson = (status: number, body: unknown, headers: OutgoingHttpHeaders = {}) => {
      if (gone.signal.aborted) return;
      const payload = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers });
      res.end(payload);
    };

    const run = async () => {
      const current = script;
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const method = req.method ?? 'GET';
      const body = method === 'POST' ? await readJsonObject(req) : null;
      if (method === 'POST') requests.push({ path, headers: req.headers, body: body ?? {} });

      const streamSse = async (frames: SseFrames) => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        res.flushHeaders();
        await delay(current.firstChunkDelayMs ?? 0);
        if (gone.signal.aborted) return;
        for (const frame of frames.head) res.write(frame);
        const dropAt = current.dropAfterChunks === undefined ? Infinity : Math.min(current.dropAfterChunks, current.chunks.length);
        for (const [index, text] of current.chunks.entries()) {
          if (index >= dropAt) break;
          if (index > 0) await delay(current.chunkDelayMs ?? 0);
          if (gone.signal.aborted) return;
          res.write(frames.chunk(text, index));
          if (index === 0) firstByteTimes.push(performance.now());
        }
        if (dropAt !== Infinity) {
          dropped = true;
          const socket = res.socket;
          if (socket) socket.end(() => socket.destroy());
          else res.destroy();
          return;
        }
        for (const frame of frames.tail) res.write(frame);
        res.end();
      };

      await handle({
        method,
        path,
        headers: req.headers,
        body,
        script: current,
        nextFailure: () => {
          const failure = failures.shift();
          if (failure === 0) {
            dropped = true;
            gone.abort();
            req.socket.destroy();
          }
          return failure;
        },
        sendJson,
        delay,
        streamSse,
      });
    };

    run().catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else sendJson(500, { error: { message: error instanceof Error ? error.message : String(error) } });
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    aborted: () => abortedCount,
    setScript: (next) => {
      script = next;
      failures = [...(next.failures ?? [])];
    },
    firstByteTimes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

const OPENAI_ERRORS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  404: { type: 'invalid_request_error', code: 'unknown_url', message: 'Unknown request URL.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests.' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request.' },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded, please try again later.' },
};

function openAiError(status: number, message?: string) {
  const known = OPENAI_ERRORS[status] ?? { type: 'server_error', code: null, message: `Fake failure ${status}.` };
  return { error: { message: message ?? known.message, type: known.type, param: null, code: known.code } };
}

/** Starts a fake OpenAI Chat Completions API on 127.0.0.1 that follows the script set with `setScript`. */
export async function startFakeOpenAI(options: { apiKey?: string; port?: number } = {}): Promise<FakeLlmServer> {
  let completionCounter = 0;
  return startScriptedServer('x-request-id', async (x) => {
    const expected = options.apiKey;
    if (expected !== undefined && x.headers.authorization !== `Bearer ${expected}`) {
      return x.sendJson(401, openAiError(401));
    }
    if (x.method === 'GET' && (x.path === '/v1/models' || x.path === '/models')) {
      return x.sendJson(200, {
        object: 'list',
        data: [{ id: 'fake-model', object: 'model', created: 1_700_000_000, owned_by: 'fake' }],
      });
    }
    if (x.method !== 'POST' || (x.path !== '/v1/chat/completions' && x.path !== '/chat/completions')) {
      return x.sendJson(404, openAiError(404, `Unknown request URL: ${x.method} ${x.path}.`));
    }
    if (x.body === null) return x.sendJson(400, openAiError(400, 'We could not parse the JSON body of your request.'));

    const failure = x.nextFailure();
    if (failure !== undefined) return x.sendJson(failure, openAiError(failure), { 'retry-after': '0' });

    const { script } = x;
    const usage = usageOf(script);
    const id = `chatcmpl-fake-${++completionCounter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = typeof x.body.model === 'string' ? x.body.model : 'fake-model';
    const tokenUsage = { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output };

    if (x.body.stream !== true) {
      await x.delay(script.firstChunkDelayMs ?? 0);
      return x.sendJson(200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: script.chunks.join(''), refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: tokenUsage,
      });
    }

    const streamOptions = x.body.stream_options as { include_usage?: unknown } | undefined;
    const includeUsage = streamOptions?.include_usage === true;
    const data = (choices: unknown[]) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...(includeUsage ? { usage: null } : {}) })}\n\n`;
    const tail = [data([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }])];
    if (includeUsage) {
      tail.push(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: tokenUsage })}\n\n`);
    }
    tail.push('data: [DONE]\n\n');
    await x.streamSse({
      head: [],
      chunk: (content, index) =>
        data([{ index: 0, delta: index === 0 ? { role: 'assistant', content } : { content }, logprobs: null, finish_reason: null }]),
      tail,
    });
  }, options.port);
}
