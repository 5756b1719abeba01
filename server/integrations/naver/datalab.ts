import { NaverApiError, naverMessages } from './naver-error';
import { requestOpenApi, type NaverOpenApiConfig } from './search';

// Naver DataLab search trend (통합 검색어 트렌드): relative search volume per keyword group over time.
// Ratios are relative to the whole answer: the highest point across all groups is 100.

export type TrendRequest = {
  startDate: string;
  endDate: string;
  timeUnit: 'date' | 'week' | 'month';
  keywordGroups: { groupName: string; keywords: string[] }[];
  device?: 'pc' | 'mo';
  gender?: 'm' | 'f';
  ages?: string[];
};

export type TrendResult = { title: string; keywords: string[]; data: { period: string; ratio: number }[] };

/** Korean messages of the DataLab client's own checks. */
export const dataLabMessages = {
  groups: '검색어 그룹은 1개에서 5개까지 넣을 수 있습니다.',
  keywords: '검색어 그룹마다 이름과 검색어 1~20개를 넣어주세요.',
  dates: '조회 기간을 yyyy-MM-dd 형식으로, 시작일이 종료일보다 늦지 않게 넣어주세요.',
} as const;

const MAX_GROUPS = 5;
const MAX_KEYWORDS = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return DATE.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const bad = (message: string) => new NaverApiError('BAD_REQUEST', 400, message);

/** The JSON body Naver takes: trimmed keywords, and optional filters left out entirely when unused. */
export function trendBody(request: TrendRequest): Record<string, unknown> {
  if (!isDate(request.startDate) || !isDate(request.endDate) || request.startDate > request.endDate) throw bad(dataLabMessages.dates);
  if (request.keywordGroups.length === 0 || request.keywordGroups.length > MAX_GROUPS) throw bad(dataLabMessages.groups);
  const keywordGroups = request.keywordGroups.map((g) => {
    const groupName = g.groupName.trim();
    const keywords = g.keywords.map((k) => k.trim()).filter((k) => k !== '');
    if (groupName === '' || keywords.length === 0 || keywords.length > MAX_KEYWORDS) throw bad(dataLabMessages.keywords);
    return { groupName, keywords };
  });
  const body: Record<string, unknown> = {
    startDate: request.startDate,
    endDate: request.endDate,
    timeUnit: request.timeUnit,
    keywordGroups,
  };
  if (request.device) body.device = request.device;
  if (request.gender) body.gender = request.gender;
  if (request.ages && request.ages.length > 0) body.ages = request.ages;
  return body;
}

function toTrendResult(raw: unknown): TrendResult {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const data = Array.isArray(r.data) ? r.data : [];
  return {
    title: typeof r.title === 'string' ? r.title : '',
    keywords: Array.isArray(r.keywords) ? r.keywords.filter((k): k is string => typeof k === 'string') : [],
    data: data.flatMap((p: unknown) => {
      const point = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
      const ratio = typeof point.ratio === 'string' ? Number(point.ratio) : point.ratio;
      return typeof point.period === 'string' && typeof ratio === 'number' && Number.isFinite(ratio) ? [{ period: point.period, ratio }] : [];
    }),
  };
}

/** A DataLab client: POST /search-trend/v1/search (NAVER API HUB) or /v1/datalab/search (legacy developer center). */
export function createDataLabClient(config: NaverOpenApiConfig): { trend(request: TrendRequest): Promise<TrendResult[]> } {
  const base = config.baseUrl.replace(/\/+$/, '');
  // The HUB path is from NCP's API HUB search-trend example (see naver-config.ts for the source).
  const path = config.mode === 'hub' ? '/search-trend/v1/search' : '/v1/datalab/search';
  return {
    async trend(request) {
      const body = await requestOpenApi(config, `${base}${path}`, trendBody(request));
      const results = (body as { results?: unknown } | null)?.results;
      if (!Array.isArray(results)) throw new NaverApiError('UPSTREAM', 200, naverMessages.unavailable);
      return results.map(toTrendResult);
    },
  };
}
