import { startScriptedServer, usageOf, type FakeLlmServer } from './openai-server';

const ANTHROPIC_ERRORS: Record<number, { type: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Invalid request.' },
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  403: { type: 'permission_error', message: 'Your API key does not have permission to use the specified resource.' },
  404: { type: 'not_found_error', message: 'Not found.' },
  429: { type: 'rate_limit_error', message: 'Number of requests has exceeded your rate limit.' },
  500: { type: 'api_error', message: 'Internal server error.' },
  529: { type: 'overloaded_error', message: 'Overloaded' },
};

function anthropicError(status: number, message?: string) {
  const known = ANTHROPIC_ERRORS[status] ?? { type: 'api_error', message: `Fake failure ${status}.` };
  return { type: 'error', error: { type: known.type, message: message ?? known.message } };
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Starts a fake Anthropic Messages API on 127.0.0.1 that follows the script set with `setScript`. */
export async function startFakeAnthropic(options: { apiKey?: string } = {}): Promise<FakeLlmServer> {
  let messageCounter = 0;
  return startScriptedServer('request-id', async (x) => {
    if (x.method !== 'POST' || (x.path !== '/v1/messages' && x.path !== '/messages')) {
      return x.sendJson(404, anthropicError(404, `Not found: ${x.method} ${x.path}`));
    }
    if (x.headers['anthropic-version'] === undefined) {
      return x.sendJson(400, anthropicError(400, 'anthropic-version: header is required'));
    }
    if (options.apiKey !== undefined && x.headers['x-api-key'] !== options.apiKey) {
      return x.sendJson(401, anthropicError(401));
    }
    if (x.body === null) return x.sendJson(400, anthropicError(400, 'The request body is not valid JSON.'));

    const failure = x.nextFailure();
    if (failure !== undefined) return x.sendJson(failure, anthropicError(failure), { 'retry-after': '0' });

    const { script } = x;
    const usage = usageOf(script);
    const id = `msg_fake_${++messageCounter}`;
    const model = typeof x.body.model === 'string' ? x.body.model : 'claude-fake';

    if (x.body.stream !== true) {
      await x.delay(script.firstChunkDelayMs ?? 0);
      return x.sendJson(200, {
        id,
        type: 'message',
        role: 'assistant',
        model,
        content: [{ type: 'text', text: script.chunks.join('') }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      });
    }

    await x.streamSse({
      head: [
        event('message_start', {
          type: 'message_start',
          message: {
            id,
            type: 'message',
            role: 'assistant',
            model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: usage.input, output_tokens: 1 },
          },
        }),
        event('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
        event('ping', { type: 'ping' }),
      ],
      chunk: (text) => event('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
      tail: [
        event('content_block_stop', { type: 'content_block_stop', index: 0 }),
        event('message_delta', {
          type: 'message_delta',
          delta: { stop_reason: 'end_turn', stop_sequence: null },
          usage: { output_tokens: usage.output },
        }),
        event('message_stop', { type: 'message_stop' }),
      ],
    });
  });
}
