import { APICallError } from '@ai-sdk/provider';

export const imageProviderMessages = {
  failed: '이미지 모델이 응답하지 않아 이미지를 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
  rateLimited: '이미지 모델의 사용량이 많아 이미지를 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
  timeout: '이미지 모델의 응답이 너무 늦어 생성을 멈췄습니다. 잠시 후 다시 시도해주세요.',
  badKey: '이미지 모델 설정(API 키)이 올바르지 않습니다. 관리자에게 문의해주세요.',
  refused: '이미지 모델이 콘텐츠 정책에 맞지 않는다며 이 요청을 거절했습니다. 프롬프트를 바꿔 다시 시도해주세요.',
  unverified: 'OpenAI가 gpt-image-1을 쓰려면 조직 인증(Verify Organization)이 필요하다고 답했습니다. 관리자에게 문의해주세요.',
  badReply: '이미지 모델의 응답을 읽지 못했습니다. 잠시 후 다시 시도해주세요.',
  off: '연결된 이미지 모델이 없습니다.',
} as const;

export type ImageErrorCode = 'IMAGE_FAILED' | 'IMAGE_RATE_LIMITED' | 'IMAGE_TIMEOUT' | 'IMAGE_AUTH' | 'IMAGE_REFUSED' | 'IMAGE_BAD_REPLY' | 'IMAGE_OFF';

/** An image provider failure, with a Korean message fit to show. */
export class ImageProviderError extends Error {
  constructor(
    readonly code: ImageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImageProviderError';
  }
}

/** An HTTP failure from our own openai-compatible client, shaped like the AI SDK's so one mapping serves both. */
export const httpError = (url: string, status: number, body: string, headers: Record<string, string>) =>
  new APICallError({
    message: `HTTP ${status}`,
    url,
    requestBodyValues: {},
    statusCode: status,
    responseBody: body,
    responseHeaders: headers,
    isRetryable: status === 408 || status === 409 || status === 429 || status >= 500,
  });

// OpenAI refuses with 400 and code content_policy_violation (dall-e) or moderation_blocked (gpt-image-1);
// Google answers a filtered prompt with no images and a reason naming its safety filter.
const REFUSAL = /content_policy_violation|moderation_blocked|safety system|SAFETY|blocked by|responsible AI/i;

/** Maps whatever a provider threw to an ImageProviderError with a Korean message. */
export function toImageError(err: unknown, timedOut = false): ImageProviderError {
  if (err instanceof ImageProviderError) return err;
  if (timedOut) return new ImageProviderError('IMAGE_TIMEOUT', imageProviderMessages.timeout);
  if (!APICallError.isInstance(err)) return new ImageProviderError('IMAGE_FAILED', imageProviderMessages.failed);
  const status = err.statusCode;
  const body = err.responseBody ?? '';
  if (status === 400 && REFUSAL.test(body)) return new ImageProviderError('IMAGE_REFUSED', imageProviderMessages.refused);
  if (status === 403 && /verif/i.test(body)) return new ImageProviderError('IMAGE_AUTH', imageProviderMessages.unverified);
  if (status === 401 || status === 403 || /API_KEY_INVALID|API key not valid/.test(body)) return new ImageProviderError('IMAGE_AUTH', imageProviderMessages.badKey);
  if (status === 429) return new ImageProviderError('IMAGE_RATE_LIMITED', imageProviderMessages.rateLimited);
  return new ImageProviderError('IMAGE_FAILED', imageProviderMessages.failed);
}
