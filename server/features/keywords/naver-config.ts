import type { Env } from '../../env';
import type { NaverOpenApiConfig } from '../../integrations/naver/search';
import type { SearchAdCredentials } from '../../integrations/naver/searchad';
import { messages } from './keywords.messages';

// NAVER API HUB serves both the Search API and DataLab on one host. naveropenapi.apigw.ntruss.com is the
// older AI·NAVER API "Search Trend" service, whose keys are not HUB keys. Source: NCP's "검색어 트렌드 예제"
// (https://api.ncloud-docs.com/docs/naver-api-hub-search-trend-examples) calls
// POST https://naverapihub.apigw.ntruss.com/search-trend/v1/search with X-NCP-APIGW-API-KEY-ID / -KEY.
const DEFAULT_BASES = {
  hub: { search: 'https://naverapihub.apigw.ntruss.com', datalab: 'https://naverapihub.apigw.ntruss.com' },
  legacy: { search: 'https://openapi.naver.com', datalab: 'https://openapi.naver.com' },
} as const;

/** The service's Search API / DataLab keys for the host NAVER_SEARCH_API chooses, or null when unset. */
export function openApiConfig(env: Env, api: 'search' | 'datalab'): NaverOpenApiConfig | null {
  const mode = env.NAVER_SEARCH_API;
  const keyId = mode === 'hub' ? env.NAVER_API_HUB_KEY_ID : env.NAVER_CLIENT_ID;
  const key = mode === 'hub' ? env.NAVER_API_HUB_KEY : env.NAVER_CLIENT_SECRET;
  if (!keyId || !key) return null;
  const override = api === 'search' ? env.NAVER_SEARCH_BASE_URL : env.NAVER_DATALAB_BASE_URL;
  return { mode, baseUrl: (override ?? DEFAULT_BASES[mode][api]).replace(/\/+$/, ''), keyId, key };
}

/** The settings the chosen gateway (NAVER_SEARCH_API) still needs for the service's Search API and DataLab keys. */
export function missingOpenApiSettings(env: Env): string[] {
  const needed = env.NAVER_SEARCH_API === 'hub'
    ? ([['NAVER_API_HUB_KEY_ID', env.NAVER_API_HUB_KEY_ID], ['NAVER_API_HUB_KEY', env.NAVER_API_HUB_KEY]] as const)
    : ([['NAVER_CLIENT_ID', env.NAVER_CLIENT_ID], ['NAVER_CLIENT_SECRET', env.NAVER_CLIENT_SECRET]] as const);
  return needed.filter(([, value]) => !value).map(([name]) => name);
}

/**
 * What is missing for document counts and trends, in words for the page (null when nothing is): the
 * setting names for an admin, plain Korean for everyone else.
 */
export function missingOpenApiKeys(env: Env, { admin = false } = {}): string | null {
  if (openApiConfig(env, 'search')) return null;
  if (!admin) return messages.openApiUnavailable;
  return env.NAVER_SEARCH_API === 'hub'
    ? messages.hubKeysMissing
    : messages.legacyKeysMissing;
}

/** The service's own Search Ad account, used only for the keyword report. */
export function serviceSearchAdCredentials(env: Env): SearchAdCredentials | null {
  const { NAVER_SEARCHAD_CUSTOMER_ID: customerId, NAVER_SEARCHAD_ACCESS_LICENSE: accessLicense, NAVER_SEARCHAD_SECRET_KEY: secretKey } = env;
  return customerId && accessLicense && secretKey ? { customerId, accessLicense, secretKey } : null;
}
