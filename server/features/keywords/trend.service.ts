import type { TrendReply } from '@contracts/keywords';
import type { Env } from '../../env';
import { createDataLabClient } from '../../integrations/naver/datalab';
import { lastCompleteMonths } from '../../integrations/naver/datalab-window';
import { NaverApiError } from '../../integrations/naver/naver-error';
import { AppError } from '../../lib/app-error';
import { missingOpenApiKeys, openApiConfig } from './naver-config';
import { keywordSources } from './keywords.messages';

export const TREND_SOURCE = keywordSources.trend;

export const TREND_MONTHS = 12;

/**
 * The last twelve whole months (Seoul calendar) of relative search interest for one keyword,
 * fetched on demand and never stored (DataLab terms).
 */
export async function keywordTrend(env: Env, keyword: string, { admin = false, now = new Date() } = {}): Promise<TrendReply> {
  const config = openApiConfig(env, 'datalab');
  if (!config) throw new AppError('NAVER_KEYS_MISSING', missingOpenApiKeys(env, { admin }) ?? '', 409);
  try {
    const [result] = await createDataLabClient(config).trend({
      ...lastCompleteMonths(now, TREND_MONTHS),
      timeUnit: 'month',
      keywordGroups: [{ groupName: keyword, keywords: [keyword] }],
    });
    return { keyword, points: result?.data ?? [], source: TREND_SOURCE, fetchedAt: new Date().toISOString() };
  } catch (err) {
    if (err instanceof NaverApiError) throw new AppError(`NAVER_${err.kind}`, err.message, 502);
    throw err;
  }
}
