import { startScriptedServer, usageOf, type FakeLlmServer } from './openai-server';

// Google's Generative Language API (Gemini): POST /v1beta/models/{model}:generateContent and
// :streamGenerateContent?alt=sse, keyed by the x-goog-api-key header, errors as { error: { code, message, status } }.

const GOOGLE_STATUS: Record<number, { status: string; message: string }> = {
  400: { status: 'INVALID_ARGUMENT', message: 'Request contains an invalid argument.' },
  403: { status: 'PERMISSION_DENIED', message: 'Method doesn\'t allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.' },
  404: { status: 'NOT_FOUND', message: 'Requested entity was not found.' },
  429: { status: 'RESOURCE_EXHAUSTED', message: 'Resource has been exhausted (e.g. check quota).' },
  500: { status: 'INTERNAL', message: 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting' },
  503: { status: 'UNAVAILABLE', message: 'The model is overloaded. Please try again later.' },
};

function googleError(code: number, message?: string) {
  const known = GOOGLE_STATUS[code] ?? { status: 'UNKNOWN', message: `Fake failure ${code}.` };
  return { error: { code, message: message ?? known.message, status: known.status } };
}

const data = (value: unknown) => `data: ${JSON.stringify(value)}\r\n\r\n`;

/** Starts a fake Gemini API on 127.0.0.1 that follows the script set with `setScript`; `url` ends in /v1beta. */
export async function startFakeGoogle(options: { apiKey?: string } = {}): Promise<FakeLlmServer> {
  let responseCounter = 0;
  const server = await startScriptedServer('x-request-id', async (x) => {
    const match = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(x.path);
    if (x.method !== 'POST' || !match) return x.sendJson(404, googleError(404, `Not found: ${x.method} ${x.path}`));
    const key = x.headers['x-goog-api-key'];
    if (key === undefined) return x.sendJson(403, googleError(403));
    if (options.apiKey !== undefined && key !== options.apiKey) {
      return x.sendJson(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }] } });
    }
    if (x.body === null || !Array.isArray(x.body.contents)) return x.sendJson(400, googleError(400, 'Invalid JSON payload received. Unknown name "contents".'));

    const failure = x.nextFailure();
    if (failure !== undefined) return x.sendJson(failure, googleError(failure), { 'retry-after': '0' });

    const { script } = x;
    const usage = usageOf(script);
    const modelVersion = match[1] as string;
    const responseId = `fake-${++responseCounter}`;
    const usageMetadata = { promptTokenCount: usage.input, candidatesTokenCount: usage.output, totalTokenCount: usage.input + usage.output };

    if (match[2] === 'generateContent') {
      await x.delay(script.firstChunkDelayMs ?? 0);
      return x.sendJson(200, {
        candidates: [{ content: { parts: [{ text: script.chunks.join('') }], role: 'model' }, finishReason: 'STOP', index: 0 }],
        usageMetadata,
        modelVersion,
        responseId,
      });
    }
    await x.streamSse({
      head: [],
      chunk: (text) => data({ candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0 }], usageMetadata: { promptTokenCount: usage.input, totalTokenCount: usage.input }, modelVersion, responseId }),
      tail: [data({ candidates: [{ content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata, modelVersion, responseId })],
    });
  });
  return { ...server, url: server.url.replace(/\/v1$/, '/v1beta') };
}
