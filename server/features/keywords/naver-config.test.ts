import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { openApiConfig } from './naver-config';

const env = (settings: Record<string, string>) => parseEnv({ NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', ...settings });

describe('openApiConfig', () => {
  it('sends Search API and DataLab calls to the NAVER API HUB host in hub mode', () => {
    const hub = env({ NAVER_API_HUB_KEY_ID: 'id', NAVER_API_HUB_KEY: 'key' });
    expect(openApiConfig(hub, 'search')).toMatchObject({ mode: 'hub', baseUrl: 'https://naverapihub.apigw.ntruss.com' });
    expect(openApiConfig(hub, 'datalab')).toMatchObject({ mode: 'hub', baseUrl: 'https://naverapihub.apigw.ntruss.com' });
  });

  it('uses the developer-center host in legacy mode, and a configured base URL over either', () => {
    const legacy = env({ NAVER_SEARCH_API: 'legacy', NAVER_CLIENT_ID: 'c', NAVER_CLIENT_SECRET: 's', NAVER_DATALAB_BASE_URL: 'http://127.0.0.1:9/' });
    expect(openApiConfig(legacy, 'search')).toMatchObject({ mode: 'legacy', baseUrl: 'https://openapi.naver.com' });
    expect(openApiConfig(legacy, 'datalab')).toMatchObject({ mode: 'legacy', baseUrl: 'http://127.0.0.1:9' });
  });
});
