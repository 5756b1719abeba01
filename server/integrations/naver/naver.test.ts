import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeDocumentTotal,
  startNaverOpenApiFake,
  startNaverSearchAdFake,
  type NaverOpenApiFake,
  type NaverSearchAdFake,
} from '../../testing/fakes/naver-fakes';
import { createDataLabClient, type TrendRequest } from './datalab';
import { NaverApiError, naverMessages } from './naver-error';
import { createSearchClient, type NaverOpenApiConfig } from './search';
import { createSearchAdClient, signSearchAd, toNumber, type SearchAdCredentials } from './searchad';

const ACCOUNT: SearchAdCredentials = { customerId: '1234567', accessLicense: '0100000000fakelicense', secretKey: 'AQAAAABfakesecret==' };
const HUB = { keyId: 'hub-key-id', key: 'hub-key-secret' };
const LEGACY = { clientId: 'legacy-client-id', clientSecret: 'legacy-client-secret' };

let searchAd: NaverSearchAdFake;
let busySearchAd: NaverSearchAdFake;
let closedSearchAd: NaverSearchAdFake;
let openApi: NaverOpenApiFake;
let closedOpenApi: NaverOpenApiFake;

beforeAll(async () => {
  [searchAd, busySearchAd, closedSearchAd, openApi, closedOpenApi] = await Promise.all([
    startNaverSearchAdFake({ accounts: [ACCOUNT], maxPerSecond: 100 }),
    startNaverSearchAdFake({ accounts: [ACCOUNT], maxPerSecond: 2 }),
    startNaverSearchAdFake({ accounts: [ACCOUNT], maxPerSecond: 0 }),
    startNaverOpenApiFake({ hub: HUB, legacy: LEGACY, maxPerSecond: 100 }),
    startNaverOpenApiFake({ hub: HUB, legacy: LEGACY, maxPerSecond: 0 }),
  ]);
});
afterAll(async () => {
  await Promise.all([searchAd, busySearchAd, closedSearchAd, openApi, closedOpenApi].map((f) => f.close()));
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A sleep that records the delays asked for and really waits `realMs(ms)`. */
function recordingSleep(realMs: (ms: number) => number = () => 0) {
  const delays: number[] = [];
  return {
    delays,
    sleep: async (ms: number) => {
      delays.push(ms);
      await wait(realMs(ms));
    },
  };
}

/** The NaverApiError a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<NaverApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NaverApiError);
  return error as NaverApiError;
}

const adClient = (overrides: Partial<Parameters<typeof createSearchAdClient>[0]> = {}) =>
  createSearchAdClient({ baseUrl: searchAd.url, credentials: ACCOUNT, sleep: recordingSleep().sleep, ...overrides });

const hubConfig = (): NaverOpenApiConfig => ({ mode: 'hub', baseUrl: openApi.url, keyId: HUB.keyId, key: HUB.key });
const legacyConfig = (): NaverOpenApiConfig => ({ mode: 'legacy', baseUrl: openApi.url, keyId: LEGACY.clientId, key: LEGACY.clientSecret });

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('Search Ad keyword tool', () => {
  it('signs "{timestamp}.GET./keywordstool" with HMAC-SHA256 in base64', () => {
    expect(signSearchAd(ACCOUNT.secretKey, '1700000000000', 'GET', '/keywordstool')).toBe('kOxQF60baN0JP3NuS0m9bcTJGdpHn3ydl++zFRS8w+g=');
  });

  it('is accepted by the fake and returns the hint, related keywords and plausible numbers', async () => {
    const rows = await adClient().keywordTool(['캠핑']);
    expect(searchAd.calls.at(-1)).toEqual({ customerId: ACCOUNT.customerId, hints: ['캠핑'] });
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows[0]?.keyword).toBe('캠핑');
    expect(rows.map((r) => r.keyword)).toEqual(expect.arrayContaining(['캠핑장', '캠핑용품', '캠핑의자']));
    for (const row of rows) {
      expect(['낮음', '중간', '높음']).toContain(row.competition);
      expect(toNumber(row.pcSearches)).toBeLessThanOrEqual(toNumber(row.mobileSearches));
      expect(row.pcCtr).toBeGreaterThanOrEqual(0.5);
      expect(row.mobileCtr).toBeLessThanOrEqual(3);
    }
    expect(await adClient().keywordTool(['캠핑'])).toEqual(rows);
  });

  it('turns a wrong secret, licence or customer into AUTH', async () => {
    for (const credentials of [
      { ...ACCOUNT, secretKey: 'wrong-secret' },
      { ...ACCOUNT, accessLicense: 'wrong-licence' },
      { ...ACCOUNT, customerId: '999' },
    ]) {
      const error = await rejection(adClient({ credentials }).keywordTool(['캠핑']));
      expect(error).toMatchObject({ kind: 'AUTH', status: 401, message: naverMessages.searchAdAuth });
    }
  });

  it('fake refuses a timestamp more than five minutes old even when signed', async () => {
    const timestamp = String(Date.now() - 6 * 60_000);
    const res = await fetch(`${searchAd.url}/keywordstool?hintKeywords=${encodeURIComponent('캠핑')}&showDetail=1`, {
      headers: {
        'X-Timestamp': timestamp,
        'X-API-KEY': ACCOUNT.accessLicense,
        'X-Customer': ACCOUNT.customerId,
        'X-Signature': signSearchAd(ACCOUNT.secretKey, timestamp, 'GET', '/keywordstool'),
      },
    });
    expect(res.status).toBe(401);
  });

  it('removes spaces, empties and duplicates from hints and enforces at most five', async () => {
    await adClient().keywordTool(['캠핑 의자', ' 캠핑 ', '캠핑', '', '차박,글램핑']);
    expect(searchAd.calls.at(-1)?.hints).toEqual(['캠핑의자', '캠핑', '차박', '글램핑']);

    const before = searchAd.calls.length;
    const six = await rejection(adClient().keywordTool(['가', '나', '다', '라', '마', '바']));
    expect(six).toMatchObject({ kind: 'BAD_REQUEST', status: 400 });
    expect((await rejection(adClient().keywordTool([' ', '']))).kind).toBe('BAD_REQUEST');
    expect(searchAd.calls.length).toBe(before);
    await expect(adClient().keywordTool(['가', '가', '나', '다', '라', '마'])).resolves.not.toHaveLength(0);
  });

  it('keeps "< 10" as the string "< 10", exactly where Naver sent it', async () => {
    const raw: string[] = [];
    const capturing: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      raw.push(await res.clone().text());
      return res;
    };
    const rows = await adClient({ fetchImpl: capturing }).keywordTool(['캠핑', '제주 여행']);
    const sent = (JSON.parse(raw[0] ?? '{}') as { keywordList: Array<Record<string, unknown>> }).keywordList;
    expect(rows).toHaveLength(sent.length);
    sent.forEach((row, i) => {
      expect(rows[i]?.pcSearches).toBe(row.monthlyPcQcCnt);
      expect(rows[i]?.mobileSearches).toBe(row.monthlyMobileQcCnt);
    });
    expect(rows.some((r) => r.pcSearches === '< 10' || r.mobileSearches === '< 10')).toBe(true);
    expect(toNumber('< 10')).toBe(5);
    expect(toNumber(42)).toBe(42);
  });

  it('turns numeric strings into numbers', async () => {
    const fetchImpl: typeof fetch = async () =>
      jsonResponse(200, {
        keywordList: [
          {
            relKeyword: '캠핑',
            monthlyPcQcCnt: '1234',
            monthlyMobileQcCnt: '<10',
            monthlyAvePcClkCnt: '12.5',
            monthlyAveMobileClkCnt: 30,
            monthlyAvePcCtr: '1.01',
            monthlyAveMobileCtr: 2.5,
            plAvgDepth: '15',
            compIdx: '높음',
          },
        ],
      });
    expect(await adClient({ fetchImpl }).keywordTool(['캠핑'])).toEqual([
      { keyword: '캠핑', pcSearches: 1234, mobileSearches: '< 10', pcClicks: 12.5, mobileClicks: 30, pcCtr: 1.01, mobileCtr: 2.5, adDepth: 15, competition: '높음' },
    ]);
  });

  it('backs off after a 429 and then succeeds', async () => {
    const { delays, sleep } = recordingSleep((ms) => ms + 50);
    const client = adClient({ baseUrl: busySearchAd.url, sleep });
    const results = await Promise.all([client.keywordTool(['캠핑']), client.keywordTool(['차박']), client.keywordTool(['글램핑'])]);
    expect(results.every((rows) => rows.length >= 10)).toBe(true);
    expect(delays).toEqual([1000]);
    expect(busySearchAd.calls).toHaveLength(4);
  });

  it('retries a 429 three times (1 s, 2 s, 4 s), then fails as RATE_LIMITED', async () => {
    const { delays, sleep } = recordingSleep();
    const error = await rejection(adClient({ baseUrl: closedSearchAd.url, sleep }).keywordTool(['캠핑']));
    expect(error).toMatchObject({ kind: 'RATE_LIMITED', status: 429, message: naverMessages.rateLimited });
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(closedSearchAd.calls).toHaveLength(4);
  });

  it('honours Retry-After', async () => {
    let first = true;
    const fetchImpl: typeof fetch = async (input, init) => {
      if (!first) return fetch(input, init);
      first = false;
      return jsonResponse(429, { code: 1016, title: 'Too Many Requests' }, { 'Retry-After': '2' });
    };
    const { delays, sleep } = recordingSleep();
    await expect(adClient({ fetchImpl, sleep }).keywordTool(['캠핑'])).resolves.not.toHaveLength(0);
    expect(delays).toEqual([2000]);
  });

  it('maps 5xx to UPSTREAM and connection failures to NETWORK', async () => {
    const down: typeof fetch = async () => jsonResponse(503, { title: 'Service Unavailable' });
    expect(await rejection(adClient({ fetchImpl: down }).keywordTool(['캠핑']))).toMatchObject({ kind: 'UPSTREAM', status: 503 });
    const error = await rejection(adClient({ baseUrl: 'http://127.0.0.1:1' }).keywordTool(['캠핑']));
    expect(error).toMatchObject({ kind: 'NETWORK', status: 0, message: naverMessages.unavailable });
  });
});

describe('Search API', () => {
  it('counts blog and cafe documents in hub and legacy modes with their own headers', async () => {
    const query = '캠핑 의자 & 테이블';
    const hub = createSearchClient(hubConfig());
    const legacy = createSearchClient(legacyConfig());
    const from = openApi.calls.length;
    const counts = await Promise.all([
      hub.documentCount('blog', query),
      hub.documentCount('cafe', query),
      legacy.documentCount('blog', query),
      legacy.documentCount('cafe', query),
    ]);
    expect(counts).toEqual([
      fakeDocumentTotal('blog', query),
      fakeDocumentTotal('cafearticle', query),
      fakeDocumentTotal('blog', query),
      fakeDocumentTotal('cafearticle', query),
    ]);
    expect(counts[0]).toBeGreaterThanOrEqual(1000);
    expect(counts[1]).toBeLessThan(counts[0] ?? 0);
    expect(openApi.calls.slice(from)).toEqual(
      expect.arrayContaining([
        { path: '/search/v1/blog', mode: 'hub' },
        { path: '/search/v1/cafearticle', mode: 'hub' },
        { path: '/v1/search/blog.json', mode: 'legacy' },
        { path: '/v1/search/cafearticle.json', mode: 'legacy' },
      ]),
    );
  });

  it("rejects each mode's paths when called with the other mode's keys", async () => {
    const crossed = [
      createSearchClient({ ...legacyConfig(), keyId: HUB.keyId, key: HUB.key }),
      createSearchClient({ ...hubConfig(), keyId: LEGACY.clientId, key: LEGACY.clientSecret }),
    ];
    for (const client of crossed) {
      const error = await rejection(client.documentCount('blog', '캠핑'));
      expect(error).toMatchObject({ kind: 'AUTH', status: 401, message: naverMessages.openApiAuth });
    }
  });

  it('searches KnowledgeiN with highlighted Korean items', async () => {
    const result = await createSearchClient(hubConfig()).kin('캠핑 의자', { display: 5, sort: 'point' });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items).toHaveLength(5);
    for (const item of result.items) {
      expect(item.title).toContain('<b>캠핑</b> <b>의자</b>');
      expect(item.description.replace(/<\/?b>/g, '')).toContain('캠핑 의자');
      expect(item.link).toMatch(/^https:\/\/kin\.naver\.com\/qna\/detail\.naver\?/);
    }
    const legacy = await createSearchClient(legacyConfig()).kin('강아지 산책');
    expect(legacy.items).toHaveLength(10);
    expect(openApi.calls.at(-1)).toEqual({ path: '/v1/search/kin.json', mode: 'legacy' });
  });

  it('searches blogs by relevance and by date with bloggers and post dates, in both modes', async () => {
    const hub = await createSearchClient(hubConfig()).blog('캠핑 의자', { sort: 'date', display: 30 });
    expect(hub.total).toBe(fakeDocumentTotal('blog', '캠핑 의자'));
    expect(hub.items).toHaveLength(30);
    for (const item of hub.items) {
      expect(item.title).toContain('<b>캠핑</b> <b>의자</b>');
      expect(item.link).toMatch(/^https:\/\/blog\.naver\.com\/fakeblogger\d+\/\d+$/);
      expect(item.bloggerName).toMatch(/^블로거\d+$/);
      expect(item.postdate).toMatch(/^\d{8}$/);
    }
    // Newest first, as sort=date answers.
    expect(hub.items.map((i) => i.postdate)).toEqual([...hub.items.map((i) => i.postdate)].sort().reverse());
    expect(openApi.searches.at(-1)).toEqual({ api: 'blog', mode: 'hub', query: '캠핑 의자', sort: 'date', display: '30', start: '1' });
    const legacy = await createSearchClient(legacyConfig()).blog('캠핑 의자', { start: 11 });
    expect(legacy.items).toHaveLength(10);
    expect(openApi.searches.at(-1)).toEqual({ api: 'blog', mode: 'legacy', query: '캠핑 의자', sort: 'sim', display: '10', start: '11' });
  });

  it('searches web documents (webkr) on both hosts, with no sort', async () => {
    const hub = await createSearchClient(hubConfig()).webkr('글빛 블로그', { display: 5 });
    expect(hub.total).toBeGreaterThan(0);
    expect(hub.items).toHaveLength(5);
    for (const item of hub.items) {
      expect(item.title).toContain('<b>글빛</b> <b>블로그</b>');
      expect(item.link).toMatch(/^https:\/\/www\.fakesite\d+\.co\.kr\/docs\/\d+$/);
    }
    expect(openApi.calls.at(-1)).toEqual({ path: '/search/v1/webkr', mode: 'hub' });
    expect(openApi.searches.at(-1)).toEqual({ api: 'webkr', mode: 'hub', query: '글빛 블로그', sort: null, display: '5', start: '1' });
    await createSearchClient(legacyConfig()).webkr('글빛 블로그', { start: 991, display: 10 });
    expect(openApi.calls.at(-1)).toEqual({ path: '/v1/search/webkr.json', mode: 'legacy' });
    const crossed = createSearchClient({ ...hubConfig(), keyId: LEGACY.clientId, key: LEGACY.clientSecret });
    expect(await rejection(crossed.webkr('글빛'))).toMatchObject({ kind: 'AUTH', status: 401 });
  });

  it('refuses an empty query and out-of-range paging before calling Naver', async () => {
    const client = createSearchClient(hubConfig());
    const before = openApi.calls.length;
    expect((await rejection(client.documentCount('blog', '  '))).kind).toBe('BAD_REQUEST');
    expect((await rejection(client.kin('캠핑', { display: 101 }))).kind).toBe('BAD_REQUEST');
    expect((await rejection(client.kin('캠핑', { start: 0 }))).kind).toBe('BAD_REQUEST');
    expect((await rejection(client.blog('캠핑', { display: 0 }))).kind).toBe('BAD_REQUEST');
    expect((await rejection(client.webkr('캠핑', { start: 1001 }))).kind).toBe('BAD_REQUEST');
    expect(openApi.calls.length).toBe(before);
  });

  it('sends a search again when its connection was dropped at once (a kept-alive socket Naver had closed)', async () => {
    const urls: string[] = [];
    const dropOnce: typeof fetch = async (input, init) => {
      urls.push(String(input));
      if (urls.length === 1) throw new TypeError('fetch failed', { cause: new Error('other side closed') });
      return fetch(input, init);
    };
    const result = await createSearchClient({ ...hubConfig(), fetchImpl: dropOnce }).blog('캠핑', { display: 3 });
    expect(result.items).toHaveLength(3);
    expect(urls).toHaveLength(2);
    expect(urls[1]).toBe(urls[0]);
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await rejection(createSearchClient({ ...hubConfig(), fetchImpl: down }).kin('캠핑'))).toMatchObject({ kind: 'NETWORK', status: 0 });
  });

  it('retries a 429 once, then fails as RATE_LIMITED', async () => {
    const error = await rejection(createSearchClient({ ...hubConfig(), baseUrl: closedOpenApi.url }).documentCount('blog', '캠핑'));
    expect(error).toMatchObject({ kind: 'RATE_LIMITED', status: 429 });
    expect(closedOpenApi.calls).toHaveLength(2);
  });
});

describe('DataLab search trend', () => {
  const request: TrendRequest = {
    startDate: '2024-01-01',
    endDate: '2024-06-30',
    timeUnit: 'month',
    keywordGroups: [
      { groupName: '캠핑', keywords: ['캠핑', '캠핑장'] },
      { groupName: '차박', keywords: ['차박', ' 차박캠핑 ', ''] },
    ],
  };

  it('answers in both modes, with optional filters left out and the peak at 100', async () => {
    const hub = await createDataLabClient(hubConfig()).trend(request);
    const hubCall = openApi.calls.at(-1);
    const legacy = await createDataLabClient(legacyConfig()).trend(request);
    const legacyCall = openApi.calls.at(-1);

    expect(hubCall).toMatchObject({ path: '/search-trend/v1/search', mode: 'hub' });
    expect(legacyCall).toMatchObject({ path: '/v1/datalab/search', mode: 'legacy' });
    expect(hubCall?.body).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-06-30',
      timeUnit: 'month',
      keywordGroups: [
        { groupName: '캠핑', keywords: ['캠핑', '캠핑장'] },
        { groupName: '차박', keywords: ['차박', '차박캠핑'] },
      ],
    });
    expect(legacyCall?.body).toEqual(hubCall?.body);

    expect(legacy).toEqual(hub);
    expect(hub.map((r) => r.title)).toEqual(['캠핑', '차박']);
    expect(hub[0]?.data.map((d) => d.period)).toEqual(['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-01']);
    const ratios = hub.flatMap((r) => r.data.map((d) => d.ratio));
    expect(Math.max(...ratios)).toBe(100);
    expect(Math.min(...ratios)).toBeGreaterThan(0);
  });

  it('sends the filters that are set, and none that are empty', async () => {
    const client = createDataLabClient(hubConfig());
    const filtered = await client.trend({ ...request, timeUnit: 'week', endDate: '2024-01-31', device: 'mo', gender: 'f', ages: ['3', '4'] });
    expect(openApi.calls.at(-1)?.body).toMatchObject({ device: 'mo', gender: 'f', ages: ['3', '4'] });
    expect(filtered[0]?.data).toHaveLength(5);
    await client.trend({ ...request, ages: [] });
    expect(openApi.calls.at(-1)?.body).not.toHaveProperty('ages');
  });

  it('refuses more than 5 groups, more than 20 keywords or bad dates before calling Naver', async () => {
    const client = createDataLabClient(legacyConfig());
    const before = openApi.calls.length;
    const group = (i: number) => ({ groupName: `그룹${i}`, keywords: [`키워드${i}`] });
    for (const bad of [
      { ...request, keywordGroups: [1, 2, 3, 4, 5, 6].map(group) },
      { ...request, keywordGroups: [{ groupName: '많음', keywords: Array.from({ length: 21 }, (_, i) => `키워드${i}`) }] },
      { ...request, startDate: '2024-13-01' },
      { ...request, startDate: '2024-07-01' },
    ]) {
      const error = await rejection(client.trend(bad));
      expect(error).toMatchObject({ kind: 'BAD_REQUEST', status: 400 });
      expect(error.message).toMatch(/[가-힣]/);
    }
    expect(openApi.calls.length).toBe(before);
  });

  it('fake answers 400 to a null filter', async () => {
    const res = await fetch(`${openApi.url}/v1/datalab/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Naver-Client-Id': LEGACY.clientId, 'X-Naver-Client-Secret': LEGACY.clientSecret },
      body: JSON.stringify({ ...request, device: null }),
    });
    expect(res.status).toBe(400);
  });
});
