import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SEARCH_FIXTURES } from './naver-search-fixtures';
import { createRankControls, type RankControls } from './naver-rank-placements';

// Local stand-ins for three Naver APIs, checking credentials and rates the way Naver does:
//   - Search Ad keyword tool (GET /keywordstool, HMAC-signed headers, per-customer rate limit);
//   - Search API (blog, cafe, KnowledgeiN, web documents) and DataLab search trend, on the paths of
//     both NAVER API HUB and the legacy developer centre, each with its own header pair.
// Every answer is derived deterministically from the request (and, for post dates, the fake's clock),
// so the same request gives the same data; a few keywords answer with fixed lists (naver-search-fixtures.ts).

/* ------------------------------------------------------------------ shared helpers */

/** A number in [0, 1) derived from the parts; the fakes' only source of "randomness". */
function unit(...parts: string[]): number {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0) / 2 ** 32;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

async function readText(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

const sameText = (a: string | undefined, b: string) => {
  if (a === undefined) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A sliding one-second window per key; only accepted requests count. */
function rateLimiter(maxPerSecond: number) {
  const windows = new Map<string, number[]>();
  return (key: string) => {
    const now = performance.now();
    const recent = (windows.get(key) ?? []).filter((t) => now - t < 1000);
    const allowed = recent.length < maxPerSecond;
    if (allowed) recent.push(now);
    windows.set(key, recent);
    return allowed;
  };
}

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { errorMessage: error instanceof Error ? error.message : String(error), errorCode: '500' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/* ------------------------------------------------------------------ Search Ad keyword tool */

export type NaverSearchAdFake = {
  url: string;
  /** Every request that passed authentication, including those answered 400 or 429. */
  calls: Array<{ customerId: string; hints: string[] }>;
  close(): Promise<void>;
};

// Related keywords Naver suggests for a few common seeds; any hint containing the seed gets them.
const KEYWORD_FAMILIES: Record<string, string[]> = {
  캠핑: ['캠핑장', '캠핑용품', '캠핑의자', '캠핑요리', '감성캠핑', '오토캠핑장', '캠핑테이블', '캠핑텐트', '캠핑카', '글램핑', '차박', '캠핑랜턴', '동계캠핑', '캠핑장예약'],
  다이어트: ['다이어트식단', '다이어트도시락', '다이어트운동', '간헐적단식', '다이어트보조제', '다이어트간식', '저탄고지', '다이어트레시피'],
  제주: ['제주도여행', '제주맛집', '제주숙소', '제주렌트카', '제주가볼만한곳', '제주카페', '제주여행코스', '제주한달살기'],
  강아지: ['강아지사료', '강아지간식', '강아지옷', '강아지산책', '강아지훈련', '강아지미용', '강아지병원', '강아지분양'],
  커피: ['커피머신', '원두추천', '드립커피', '커피맛집', '홈카페', '캡슐커피', '콜드브루', '핸드드립'],
  노트북: ['노트북추천', '게이밍노트북', '가성비노트북', '맥북', '노트북가방', '사무용노트북', '대학생노트북'],
};
const SUFFIXES = ['추천', '후기', '가격', '비교', '순위', '만들기', '용품', '여행', '방법', '종류', '브랜드', '할인', '맛집', '가성비', '리뷰', '사용법', '장단점', '구매', '중고', '세일'];
const PREFIXES = ['인기', '가성비', '초보', '감성', '국내', '저렴한', '프리미엄', '휴대용'];

function relatedKeywords(hints: string[]): string[] {
  const target = 10 + Math.floor(unit('rows', ...hints) * 31);
  const pools = hints.map((hint) => {
    const family = Object.entries(KEYWORD_FAMILIES)
      .filter(([seed]) => hint.includes(seed))
      .flatMap(([, words]) => words);
    const generic = [...SUFFIXES.map((s) => hint + s), ...PREFIXES.map((p) => p + hint)].sort((a, b) => unit('order', a) - unit('order', b));
    return [...family, ...generic].filter((w) => w !== hint);
  });
  const out = new Set(hints);
  for (let i = 0; out.size < target; i += 1) {
    let added = false;
    for (const pool of pools) {
      const word = pool[i];
      if (word === undefined || out.size >= target) continue;
      out.add(word);
      added = true;
    }
    if (!added) break;
  }
  return [...out];
}

const count = (n: number): number | '< 10' => (n < 10 ? '< 10' : n);

function keywordRow(keyword: string, isHint: boolean, tiny: boolean) {
  const volume = unit('volume', keyword);
  const total = tiny ? 3 + Math.floor(volume * 13) : Math.round(10 ** (isHint ? 3.3 + volume * 2.2 : 1.6 + volume * 3));
  const mobile = Math.round(total * (0.62 + 0.28 * unit('mobile', keyword)));
  const pc = total - mobile;
  const pcCtr = round(0.5 + 2.5 * unit('pc-ctr', keyword), 2);
  const mobileCtr = round(0.5 + 2.5 * unit('mobile-ctr', keyword), 2);
  const score = Math.log10(Math.max(total, 1)) / 5 + (unit('competition', keyword) - 0.5) * 0.4;
  return {
    relKeyword: keyword,
    monthlyPcQcCnt: count(pc),
    monthlyMobileQcCnt: count(mobile),
    monthlyAvePcClkCnt: round((pc * pcCtr) / 100, 1),
    monthlyAveMobileClkCnt: round((mobile * mobileCtr) / 100, 1),
    monthlyAvePcCtr: pcCtr,
    monthlyAveMobileCtr: mobileCtr,
    plAvgDepth: Math.round(unit('depth', keyword) * 15),
    compIdx: score > 0.75 ? '높음' : score > 0.45 ? '중간' : '낮음',
  };
}

/** The keyword tool's answer for these hints: the hints first, then related keywords, 10–40 rows, a few "< 10". */
export function fakeKeywordList(hints: string[]) {
  const words = relatedKeywords(hints);
  const rows = words.map((w) => keywordRow(w, hints.includes(w), !hints.includes(w) && unit('tiny', w) < 0.12));
  const last = words[words.length - 1];
  if (last !== undefined && !hints.includes(last) && !rows.some((r) => r.monthlyPcQcCnt === '< 10' || r.monthlyMobileQcCnt === '< 10')) {
    rows[rows.length - 1] = keywordRow(last, false, true);
  }
  return rows;
}

/** Starts a fake Search Ad API that checks X-Customer, X-API-KEY, X-Timestamp (±5 min) and X-Signature. */
export async function startNaverSearchAdFake(options: {
  accounts: Array<{ customerId: string; accessLicense: string; secretKey: string }>;
  maxPerSecond?: number;
  /** A fixed port (the end-to-end suite's servers need to know it); random when omitted. */
  port?: number;
}): Promise<NaverSearchAdFake> {
  const calls: NaverSearchAdFake['calls'] = [];
  const allow = rateLimiter(options.maxPerSecond ?? 3);
  const unauthorized = (res: ServerResponse, detail: string) =>
    sendJson(res, 401, { code: 1018, title: 'Unauthorized', detail, status: 401, type: 'https://searchad.naver.com/errors' });

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/keywordstool') return sendJson(res, 404, { code: 404, title: 'Not Found', status: 404 });
    if (req.method !== 'GET') return sendJson(res, 405, { code: 405, title: 'Method Not Allowed', status: 405 });

    const customerId = header(req, 'X-Customer') ?? '';
    const account = options.accounts.find((a) => a.customerId === customerId);
    if (!account) return unauthorized(res, 'Unknown customer (X-Customer).');
    if (!sameText(header(req, 'X-API-KEY'), account.accessLicense)) return unauthorized(res, 'Invalid access license (X-API-KEY).');
    const timestamp = header(req, 'X-Timestamp') ?? '';
    if (!/^\d{10,16}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > 5 * 60_000) {
      return unauthorized(res, 'Timestamp (X-Timestamp) is missing or more than 5 minutes off.');
    }
    const expected = createHmac('sha256', account.secretKey).update(`${timestamp}.GET./keywordstool`).digest('base64');
    if (!sameText(header(req, 'X-Signature'), expected)) return unauthorized(res, 'Signature (X-Signature) does not match.');

    const hints = (url.searchParams.get('hintKeywords') ?? '').split(',');
    calls.push({ customerId, hints });
    if (!allow(customerId)) return sendJson(res, 429, { code: 1016, title: 'Too Many Requests', status: 429 });
    if (hints.length > 5 || hints.some((h) => h === '' || /\s/.test(h))) {
      return sendJson(res, 400, { code: 11001, title: '잘못된 파라미터 형식입니다. (hintKeywords: 공백 없이 1~5개)', status: 400 });
    }
    return sendJson(res, 200, { keywordList: fakeKeywordList(hints) });
  }, options.port);
  return { url: server.url, calls, close: server.close };
}

/* ------------------------------------------------------------------ Search API and DataLab */

export type NaverOpenApiFakeCall = {
  path: string;
  mode: 'hub' | 'legacy';
  /** The parsed JSON body of a DataLab POST, or the raw text when it was not JSON. */
  body?: unknown;
};

/** A search request that passed authentication: which API, and the parameters it was asked with. */
export type NaverSearchCall = { api: SearchApi; mode: 'hub' | 'legacy'; query: string; sort: string | null; display: string | null; start: string | null };

export type NaverOpenApiFake = {
  url: string;
  /** Every request that passed authentication, including those answered 400 or 429. */
  calls: NaverOpenApiFakeCall[];
  /** Every authenticated search request with its parameters (DataLab calls are only in `calls`). */
  searches: NaverSearchCall[];
  /** How many authenticated requests went to `path` (e.g. '/search/v1/blog'). */
  callsTo(path: string): number;
  /** Rank tracking's controls: links placed at positions per day, the fake's clock, failures. */
  ranks: RankControls;
  close(): Promise<void>;
};

type SearchApi = 'blog' | 'cafearticle' | 'kin' | 'webkr';
type Api = SearchApi | 'datalab';

const ROUTES: Record<string, { mode: 'hub' | 'legacy'; api: Api }> = {
  '/search/v1/blog': { mode: 'hub', api: 'blog' },
  '/search/v1/cafearticle': { mode: 'hub', api: 'cafearticle' },
  '/search/v1/kin': { mode: 'hub', api: 'kin' },
  '/search/v1/webkr': { mode: 'hub', api: 'webkr' },
  '/search-trend/v1/search': { mode: 'hub', api: 'datalab' },
  '/v1/search/blog.json': { mode: 'legacy', api: 'blog' },
  '/v1/search/cafearticle.json': { mode: 'legacy', api: 'cafearticle' },
  '/v1/search/kin.json': { mode: 'legacy', api: 'kin' },
  '/v1/search/webkr.json': { mode: 'legacy', api: 'webkr' },
  '/v1/datalab/search': { mode: 'legacy', api: 'datalab' },
};

const naverError = (errorMessage: string, errorCode: string) => ({ errorMessage, errorCode });

/** Blog and cafe totals for a query: blog 1,000–2,000,000 (or a fixture's), cafe 5–50 % of that. */
export function fakeDocumentTotal(api: 'blog' | 'cafearticle', query: string): number {
  const blog = SEARCH_FIXTURES[query.trim()]?.blogTotal ?? Math.round(10 ** (3 + unit('blog', query) * Math.log10(2000)));
  return api === 'blog' ? blog : Math.round(blog * (0.05 + 0.45 * unit('cafe', query)));
}

/** Naver's `postdate`: the Seoul calendar date `daysAgo` days before `now`, as YYYYMMDD. */
export function fakePostdate(now: number, daysAgo: number): string {
  return new Date(now + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Days before today of the n-th newest post (n from 1): a query-dependent pace of 0.1 to 6 days between posts. */
const datedDaysAgo = (query: string, n: number) => Math.floor((n - 1) * (0.1 + 5.9 * unit('pace', query)));

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The query as Naver highlights it: each term in <b>…</b>. */
const highlight = (query: string) =>
  query
    .trim()
    .split(/\s+/)
    .map((term) => `<b>${escapeHtml(term)}</b>`)
    .join(' ');

const KIN_TITLES = ['{q} 추천 부탁드려요', '{q} 어떻게 하나요?', '{q} 가격이 궁금합니다', '{q} 처음인데 뭐부터 해야 할까요', '{q} 후기 있으신 분 계신가요', '{q} 관련 질문입니다', '{q} 장단점이 뭔가요?', '{q} 비교 좀 해주세요'];
const KIN_DESCRIPTIONS = [
  '{q}에 대해 알아보고 있는데요, 어떤 걸 골라야 할지 모르겠어요. 경험 있으신 분들 조언 부탁드립니다.',
  '요즘 {q} 때문에 고민이 많습니다. 처음이라 잘 몰라서 그러는데 자세히 알려주시면 감사하겠습니다.',
  '{q} 관련해서 검색해 봐도 정보가 다 달라서요. 실제로 해 보신 분들 의견이 궁금합니다.',
  '{q} 예산은 어느 정도로 잡아야 할까요? 주의할 점도 같이 알려주세요.',
];

type Page = { query: string; start: number; display: number; sort: string; now: number; ranks?: RankControls };

/** A fixture's item at position n (from 1), or undefined when the query has no fixed list there. */
function fixtureItem(api: SearchApi, { query, sort, now }: Page, n: number) {
  const fixture = SEARCH_FIXTURES[query.trim()];
  if (!fixture) return undefined;
  if (api === 'blog' && sort === 'date') {
    const daysAgo = fixture.datedDaysAgo[n - 1];
    if (daysAgo === undefined) return undefined;
    const docId = 224_000_000_000 + n;
    return { title: `${highlight(query)} 최신 글 ${n}`, link: `https://blog.naver.com/recent${n % 50}/${docId}`, description: `${highlight(query)} 이야기`, bloggername: `최근 블로거${n % 50}`, bloggerlink: `blog.naver.com/recent${n % 50}`, postdate: fakePostdate(now, daysAgo) };
  }
  if (api === 'blog') {
    const item = fixture.blog[n - 1];
    if (!item) return undefined;
    const id = new URL(item.link).pathname.split('/')[1] ?? '';
    return { title: item.title, link: item.link, description: item.description, bloggername: item.bloggerName, bloggerlink: `blog.naver.com/${id}`, postdate: fakePostdate(now, item.daysAgo) };
  }
  if (api === 'kin') return fixture.kin?.[n - 1];
  return undefined;
}

/** A link a rank test placed at position n for this day (Seoul), as the list's item. */
function rankPlacedItem(api: SearchApi, { query, now, ranks }: Page, n: number) {
  const link = ranks?.at(api, query, fakePostdate(now, 0).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3'), n);
  if (!link) return undefined;
  const base = { title: `${highlight(query)} 후기`, link, description: `${highlight(query)}에 대한 글입니다.` };
  return api === 'blog' ? { ...base, bloggername: '추적 중인 블로그', bloggerlink: new URL(link).host, postdate: fakePostdate(now, 1) } : base;
}

function searchItems(api: SearchApi, page: Page) {
  const { query, start, display, sort, now } = page;
  const q = highlight(query);
  return Array.from({ length: display }, (_, i) => {
    const n = start + i;
    const placed = rankPlacedItem(api, page, n);
    if (placed) return placed;
    const fixed = fixtureItem(api, page, n);
    if (fixed) return fixed;
    const pick = (list: string[], salt: string) => (list[Math.floor(unit(salt, query, String(n)) * list.length)] ?? '').replace('{q}', q);
    const docId = 100_000_000 + Math.floor(unit('doc', api, query, String(n)) * 400_000_000);
    const base = { title: pick(KIN_TITLES, 'title'), description: pick(KIN_DESCRIPTIONS, 'description') };
    if (api === 'kin') return { ...base, link: `https://kin.naver.com/qna/detail.naver?d1id=8&dirId=${80_000 + (docId % 9000)}&docId=${docId}` };
    if (api === 'webkr') return { ...base, link: `https://www.fakesite${docId % 53}.co.kr/docs/${docId}` };
    if (api === 'cafearticle') {
      return { ...base, link: `https://cafe.naver.com/fakecafe${docId % 97}/${docId % 1_000_000}`, cafename: `${query} 모임 카페`, cafeurl: `https://cafe.naver.com/fakecafe${docId % 97}` };
    }
    // Newest first for sort=date; otherwise any day in the last two years.
    const daysAgo = sort === 'date' ? datedDaysAgo(query, n) : Math.floor(unit('age', query, String(n)) * 730);
    return { ...base, link: `https://blog.naver.com/fakeblogger${docId % 997}/${docId}`, bloggername: `블로거${docId % 997}`, bloggerlink: `blog.naver.com/fakeblogger${docId % 997}`, postdate: fakePostdate(now, daysAgo) };
  });
}

function searchAnswer(api: SearchApi, params: URLSearchParams, now: number, ranks?: RankControls): { status: number; body: unknown } {
  const query = params.get('query') ?? '';
  if (query.trim() === '') return { status: 400, body: naverError('Incorrect query request (잘못된 쿼리요청입니다.)', 'SE01') };
  const int = (name: string, fallback: number) => {
    const raw = params.get(name);
    return raw === null ? fallback : /^\d+$/.test(raw) ? Number(raw) : NaN;
  };
  const display = int('display', 10);
  const start = int('start', 1);
  const sort = params.get('sort') ?? (api === 'webkr' ? '' : 'sim');
  if (!(display >= 1 && display <= 100)) return { status: 400, body: naverError('Invalid display value (부적절한 display 값입니다.)', 'SE02') };
  if (!(start >= 1 && start <= 1000)) return { status: 400, body: naverError('Invalid start value (부적절한 start 값입니다.)', 'SE03') };
  if (!(api === 'kin' ? ['sim', 'date', 'point'] : api === 'webkr' ? [''] : ['sim', 'date']).includes(sort)) {
    return { status: 400, body: naverError('Invalid sort value (부적절한 sort 값입니다.)', 'SE04') };
  }
  const total =
    api === 'kin' ? Math.round(10 ** (2 + unit('kin', query) * 3.5)) : api === 'webkr' ? Math.round(10 ** (3 + unit('web', query) * 3)) : fakeDocumentTotal(api, query);
  const items = searchItems(api, { query, start, display: Math.max(0, Math.min(display, total - start + 1)), sort, now, ranks });
  const lastBuildDate = new Date(now + 9 * 3_600_000).toUTCString().replace('GMT', '+0900');
  return { status: 200, body: { lastBuildDate, total, start, display: items.length, items } };
}

/* ------------------------------------------------------------------ DataLab */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AGES = new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);

function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !DATE.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? d : null;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Periods the range touches: every day; the Monday of every week; the 1st of every month. */
export function fakeTrendPeriods(start: Date, end: Date, timeUnit: 'date' | 'week' | 'month'): string[] {
  const periods: string[] = [];
  if (timeUnit === 'month') {
    for (
      let d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
      d <= end;
      d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
    ) {
      periods.push(iso(d));
    }
    return periods;
  }
  const first = timeUnit === 'week' ? addDays(start, -((start.getUTCDay() + 6) % 7)) : start;
  for (let d = first; d <= end; d = addDays(d, timeUnit === 'week' ? 7 : 1)) periods.push(iso(d));
  return periods;
}

type Group = { groupName: string; keywords: string[] };

/** Why DataLab refuses this body, or the validated request. */
function checkTrendBody(body: unknown): { error: string } | { start: Date; end: Date; timeUnit: 'date' | 'week' | 'month'; groups: Group[]; filter: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'Invalid request body (JSON object expected).' };
  const b = body as Record<string, unknown>;
  const start = parseDate(b.startDate);
  const end = parseDate(b.endDate);
  if (!start || !end) return { error: 'Invalid startDate or endDate (yyyy-MM-dd).' };
  if (start > end || iso(start) < '2016-01-01') return { error: 'startDate must be on or after 2016-01-01 and not after endDate.' };
  if (b.timeUnit !== 'date' && b.timeUnit !== 'week' && b.timeUnit !== 'month') return { error: 'Invalid timeUnit (date, week or month).' };
  const groups = b.keywordGroups;
  if (!Array.isArray(groups) || groups.length < 1 || groups.length > 5) return { error: 'keywordGroups must hold 1 to 5 groups.' };
  for (const g of groups as unknown[]) {
    const group = (typeof g === 'object' && g !== null ? g : {}) as Record<string, unknown>;
    if (typeof group.groupName !== 'string' || group.groupName.trim() === '') return { error: 'Every keyword group needs a groupName.' };
    const keywords = group.keywords;
    if (!Array.isArray(keywords) || keywords.length < 1 || keywords.length > 20 || keywords.some((k) => typeof k !== 'string' || k.trim() === '')) {
      return { error: 'Every keyword group needs 1 to 20 keywords.' };
    }
  }
  if ('device' in b && b.device !== 'pc' && b.device !== 'mo') return { error: 'Invalid device (pc or mo).' };
  if ('gender' in b && b.gender !== 'm' && b.gender !== 'f') return { error: 'Invalid gender (m or f).' };
  if ('ages' in b && (!Array.isArray(b.ages) || b.ages.length === 0 || b.ages.some((a) => typeof a !== 'string' || !AGES.has(a)))) {
    return { error: 'Invalid ages ("1" to "11").' };
  }
  const filter = JSON.stringify([b.device ?? '', b.gender ?? '', b.ages ?? []]);
  return { start, end, timeUnit: b.timeUnit, groups: groups as Group[], filter };
}

function trendAnswer(body: unknown): { status: number; body: unknown } {
  const checked = checkTrendBody(body);
  if ('error' in checked) return { status: 400, body: naverError(checked.error, '400') };
  const periods = fakeTrendPeriods(checked.start, checked.end, checked.timeUnit);
  const raw = checked.groups.map((g) => {
    const key = [...g.keywords].sort().join(',');
    const level = 0.2 + 0.8 * unit('level', key, checked.filter);
    const phase = unit('phase', key) * 2 * Math.PI;
    return periods.map((period) => {
      const day = (Date.parse(`${period}T00:00:00Z`) / 86_400_000) % 365;
      const seasonal = 1 + 0.35 * Math.sin((2 * Math.PI * day) / 365 + phase);
      return level * seasonal * (0.85 + 0.3 * unit('noise', key, checked.filter, period));
    });
  });
  const peak = Math.max(...raw.flat(), Number.MIN_VALUE);
  return {
    status: 200,
    body: {
      startDate: iso(checked.start),
      endDate: iso(checked.end),
      timeUnit: checked.timeUnit,
      results: checked.groups.map((g, i) => ({
        title: g.groupName,
        keywords: g.keywords,
        data: periods.map((period, j) => ({ period, ratio: round(((raw[i]?.[j] ?? 0) / peak) * 100, 5) })),
      })),
    },
  };
}

/** Starts a fake Search API + DataLab serving both the API HUB and the legacy paths, each checking its own headers. */
export async function startNaverOpenApiFake(options: {
  hub: { keyId: string; key: string };
  legacy: { clientId: string; clientSecret: string };
  maxPerSecond?: number;
  /** A fixed port (the end-to-end suite's servers need to know it); random when omitted. */
  port?: number;
  /** The clock post dates are counted back from (a test's fake clock); the real one when omitted. */
  now?: () => number;
}): Promise<NaverOpenApiFake> {
  const calls: NaverOpenApiFakeCall[] = [];
  const searches: NaverSearchCall[] = [];
  const ranks = createRankControls();
  const clock = options.now ?? Date.now;
  const now = () => clock() + ranks.clockOffsetMs;
  const allow = rateLimiter(options.maxPerSecond ?? 10);

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = ROUTES[url.pathname];
    if (!route) return sendJson(res, 404, naverError('Invalid search api (존재하지 않는 검색 api 입니다.)', 'SE05'));
    const method = route.api === 'datalab' ? 'POST' : 'GET';
    if (req.method !== method) return sendJson(res, 405, naverError(`Method not allowed (${method} only).`, '405'));

    const authorised =
      route.mode === 'hub'
        ? sameText(header(req, 'X-NCP-APIGW-API-KEY-ID'), options.hub.keyId) && sameText(header(req, 'X-NCP-APIGW-API-KEY'), options.hub.key)
        : sameText(header(req, 'X-Naver-Client-Id'), options.legacy.clientId) && sameText(header(req, 'X-Naver-Client-Secret'), options.legacy.clientSecret);
    if (!authorised) return sendJson(res, 401, naverError('Authentication failed. (인증에 실패했습니다.)', '024'));

    const call: NaverOpenApiFakeCall = { path: url.pathname, mode: route.mode };
    calls.push(call);
    const p = url.searchParams;
    if (route.api !== 'datalab') searches.push({ api: route.api, mode: route.mode, query: p.get('query') ?? '', sort: p.get('sort'), display: p.get('display'), start: p.get('start') });
    let body: unknown;
    if (route.api === 'datalab') {
      const text = await readText(req);
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
      call.body = body;
    }
    if (!allow(route.mode)) return sendJson(res, 429, naverError('Rate limit exceeded. (속도 제한을 초과했습니다.)', '012'));

    if (route.api === 'datalab') {
      if (!(header(req, 'Content-Type') ?? '').includes('application/json')) {
        return sendJson(res, 400, naverError('Content-Type must be application/json.', '400'));
      }
      const answer = trendAnswer(body);
      return sendJson(res, answer.status, answer.body);
    }
    const failure = ranks.takeFailure(route.api);
    if (failure) return sendJson(res, failure, naverError('System error. (시스템 에러)', String(failure)));
    const answer = searchAnswer(route.api, url.searchParams, now(), ranks);
    return sendJson(res, answer.status, answer.body);
  }, options.port);
  return { url: server.url, calls, searches, callsTo: (path) => calls.filter((c) => c.path === path).length, ranks, close: server.close };
}
