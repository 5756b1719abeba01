import { httpError, ImageProviderError, imageProviderMessages } from './image-errors';

type Settings = { baseUrl: string; apiKey: string | undefined; model: string };
type Item = { b64_json?: string; url?: string };

const headersOf = (res: Response) => Object.fromEntries(res.headers.entries());

/**
 * OpenAI's `POST {base}/images/generations` as LocalAI and similar servers speak it. The AI SDK's
 * clients read only `b64_json`; these servers often answer with a `url` instead, so this client
 * accepts both and fetches the URL right away (OpenAI's own URLs expire after an hour).
 */
export function createOpenAiCompatibleImages({ baseUrl, apiKey, model }: Settings) {
  const url = `${baseUrl.replace(/\/+$/, '')}/images/generations`;
  return async function generate(request: { prompt: string; size: string; signal: AbortSignal }): Promise<Buffer> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ model, prompt: request.prompt, n: 1, size: request.size }),
      signal: request.signal,
    });
    const text = await res.text();
    if (!res.ok) throw httpError(url, res.status, text, headersOf(res));
    let item: Item | undefined;
    try {
      item = (JSON.parse(text) as { data?: Item[] }).data?.[0];
    } catch {
      item = undefined;
    }
    if (item?.b64_json) return Buffer.from(item.b64_json, 'base64');
    if (item?.url) {
      const image = await fetch(new URL(item.url, url), { signal: request.signal });
      if (!image.ok) throw httpError(item.url, image.status, '', headersOf(image));
      return Buffer.from(await image.arrayBuffer());
    }
    throw new ImageProviderError('IMAGE_BAD_REPLY', imageProviderMessages.badReply);
  };
}
