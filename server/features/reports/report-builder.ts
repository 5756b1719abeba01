import { withLaterFields } from '@contracts/generations';
import type { Env } from '../../env';
import type { Llm } from '../../integrations/llm/llm';
import { createSearchAdClient } from '../../integrations/naver/searchad';
import { AppError } from '../../lib/app-error';
import { buildTitlesPrompt } from '../prompts';
import { openApiConfig, serviceSearchAdCredentials, toRow } from '../keywords';
import { REPORT_EMPTY, reportMessages } from './reports.messages';
import { findRising } from './report-trends';

export type Ranked = { keyword: string; total: number; rank: number };
export type ReportKeyword = Ranked & { category: string; change: 'new' | 'up' | 'down' | 'same'; moved: number; rising: boolean };
export type ReportContent = {
  categories: { name: string; keywords: ReportKeyword[] }[];
  /** Rising on DataLab, biggest rise first; the rise itself stays inside this send (never shown, never stored). */
  rising: ReportKeyword[];
  suggestions: { keyword: string; title: string; link: string }[];
  trendNote: string | null;
};

export const TOP_PER_CATEGORY = 10;

/**
 * Computes a subscriber's report at send time from the service's own Search Ad account: the top
 * keywords of each chosen category, what is new or moved since the previous report, what rises on
 * DataLab (used here only, never stored), and title ideas that open the write page prefilled.
 */
/**
 * The write page with the keyword and title filled in; `research=1` asks it to open the keyword's research
 * brief at once (the page reads keyword, title and research from the query).
 */
export const writePageLink = (baseUrl: string, keyword: string, title: string) => `${baseUrl}/?${new URLSearchParams({ keyword, title, research: '1' })}`;

export async function computeReport(
  deps: { env: Env; llm: Llm },
  categories: { name: string; seeds: string[] }[],
  previous: Ranked[],
  now = new Date(),
): Promise<{ content: ReportContent; ranking: Ranked[] }> {
  if (!categories.length) throw new AppError(REPORT_EMPTY, reportMessages.noCategories, 409);
  const credentials = serviceSearchAdCredentials(deps.env);
  if (!credentials) throw new AppError('REPORT_NOT_CONFIGURED', reportMessages.notConfigured, 409);
  const searchAd = createSearchAdClient({ baseUrl: deps.env.NAVER_SEARCHAD_BASE_URL, credentials });
  const before = new Map(previous.map((r) => [r.keyword, r.rank]));
  const ranking: Ranked[] = [];
  const sections: ReportContent['categories'] = [];
  for (const category of categories) {
    const rows = (await searchAd.keywordTool(category.seeds.slice(0, 5))).map(toRow).sort((a, b) => b.totalSearches - a.totalSearches);
    const keywords: ReportKeyword[] = rows.slice(0, TOP_PER_CATEGORY).map((row, i) => {
      const rank = i + 1;
      const was = before.get(row.keyword);
      const change = was === undefined ? 'new' : was > rank ? 'up' : was < rank ? 'down' : 'same';
      return {
        keyword: row.keyword,
        total: row.totalSearches,
        rank,
        category: category.name,
        change,
        moved: was === undefined ? 0 : was - rank,
        rising: false,
      };
    });
    ranking.push(...keywords.map(({ keyword, total, rank }) => ({ keyword, total, rank })));
    sections.push({ name: category.name, keywords });
  }

  const all = sections.flatMap((s) => s.keywords);
  if (!all.length) throw new AppError(REPORT_EMPTY, reportMessages.noKeywords, 409);
  let trendNote: string | null;
  let rises = new Map<string, number>();
  const datalab = openApiConfig(deps.env, 'datalab');
  if (!datalab) trendNote = reportMessages.noDatalab;
  else ({ rises, note: trendNote } = await findRising(datalab, sections, now));
  const riseOf = (k: ReportKeyword) => rises.get(k.keyword) ?? 0;
  const rising = all.filter((k) => riseOf(k) > 0).sort((a, b) => riseOf(b) - riseOf(a));
  for (const k of rising) k.rising = true;
  const ideas = (rising.length ? rising : [...all].filter((k) => k.change === 'new' || k.change === 'up')).slice(0, 3);
  const suggestions: ReportContent['suggestions'] = [];
  for (const k of ideas.length ? ideas : all.slice(0, 3)) {
    const input = withLaterFields({ keyword: k.keyword, subKeywords: [], instructions: '', title: '', contentType: 'info', tone: 'haeyo', length: 'medium', platform: 'naver', templateId: null, options: { faq: true, table: false, imagePlaceholders: false } });
    const [title] = await deps.llm
      .titles({ ...buildTitlesPrompt(input), input, abortSignal: AbortSignal.timeout(20_000) })
      .catch(() => [`${k.keyword} 총정리`]);
    const chosen = title ?? `${k.keyword} 총정리`;
    suggestions.push({ keyword: k.keyword, title: chosen, link: writePageLink(deps.env.BASE_URL, k.keyword, chosen) });
  }
  return { content: { categories: sections, rising, suggestions, trendNote }, ranking };
}
