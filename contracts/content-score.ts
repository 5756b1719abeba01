import { scoreHints as hints, scoreLabels } from './content-score-messages';
import { answerEntries, isAnswered } from './content-score-answers';
import { charCount, letters, occurrences, parsePost, type ParsedPost, squash } from './content-score-text';

// The content score: one number from 0 to 100 and the items behind it, computed the same way by the
// write page (live, on every keystroke) and by the server (after generation and on every saved edit,
// stored for history). Pure and without zod, so the editor pays nothing for it at first paint.

/** A post with any unfilled `[직접 작성: …]` slot scores at most this, and is never ready. */
export const SLOT_SCORE_CAP = 59;
/** Ready to publish: no slot left, no failing item, and at least this score. */
export const READY_MIN_SCORE = 70;
/** Character-bigram Jaccard similarity from which a title looks copied from a top-10 title. */
export const TITLE_COPY_SIMILARITY = 0.6;
/** Share of the post's 5-word shingles found in one earlier post of the member: a warning from 30 %, a failure from 60 %. */
export const SELF_OVERLAP_WARN = 0.3;
export const SELF_OVERLAP_FAIL = 0.6;
/** A topic counts as covered only in a section with this much written text (no spaces). */
export const TOPIC_SECTION_MIN_CHARS = 50;
/** The keyword per 1,000 characters (no spaces): natural up to 5, stuffed above 8; up to 3 uses are always natural. */
export const KEYWORD_DENSITY = { naturalPer1000: 5, stuffedPer1000: 8, alwaysNatural: 3 } as const;
/** Written characters (no spaces) a post is measured against when no length is given: the shortest setting. */
export const DEFAULT_TARGET_CHARS = 1000;

export type ScoreItemId = keyof typeof scoreLabels;
/** Each item's points; items that do not apply (nothing ticked, no top titles) are left out of the total. */
export const SCORE_POINTS: Record<ScoreItemId, number> = {
  slots: 15,
  'keyword-title': 10,
  'keyword-intro': 10,
  'keyword-heading': 10,
  'keyword-density': 15,
  length: 10,
  topics: 15,
  questions: 15,
  'sub-keywords': 10,
  'title-similarity': 10,
  'self-overlap': 10,
};

export type ScoreStatus = 'pass' | 'warn' | 'fail';
export type ScoreItem = { id: ScoreItemId; label: string; got: number; possible: number; status: ScoreStatus; hint: string };
export type ContentScore = { score: number; ready: boolean; items: ScoreItem[]; slotsLeft: number };

/** What the score reads; the generation input and the editor's state both fit it. */
export type ContentScoreInput = {
  content: string;
  /** The title when it is kept apart from the text; otherwise the post's first "# " line. */
  title?: string;
  keyword: string;
  subKeywords?: readonly string[];
  /** The questions and topics the member ticked in the research brief. */
  research?: { questions?: readonly string[]; topics?: readonly string[] };
  /** Written characters (no spaces) the post should reach. */
  targetChars?: number;
};

/** What only the server can know: the closest top-10 title, and the member's most similar earlier post. */
export type ScoreChecks = {
  /** Absent: not checked; null: no top titles known for the keyword. */
  topTitle?: { title: string; similarity: number } | null;
  /** Absent: not checked. `compared` earlier posts were read; `generationId` and `title` name the closest. */
  selfOverlap?: { share: number; generationId: string | null; title: string | null; compared: number };
};

export type ScoreWarning =
  | { code: 'TITLE_LIKE_TOP_POST'; message: string; title: string; similarity: number }
  | { code: 'OVERLAPS_OWN_POST'; message: string; generationId: string; title: string; share: number };

/** The score as the server answers and stores it: with its warnings and when it was computed. */
export type ContentScoreReport = ContentScore & { warnings: ScoreWarning[]; scoredAt: string };

const item = (id: ScoreItemId, status: ScoreStatus, got: number, hint: string): ScoreItem => ({
  id,
  label: scoreLabels[id],
  got: Math.max(0, Math.min(SCORE_POINTS[id], Math.round(got))),
  possible: SCORE_POINTS[id],
  status,
  hint,
});
const half = (id: ScoreItemId) => SCORE_POINTS[id] / 2;
const unique = (list: readonly string[] | undefined) => [...new Set((list ?? []).map((s) => s.trim()).filter(Boolean))];

/** Scores a post against its keyword and what the member ticked; `checks` adds the server's two items. */
export function scoreContent(input: ContentScoreInput, checks: ScoreChecks = {}): ContentScore {
  const post = parsePost(input.content, input.title ?? '');
  const keyword = input.keyword.trim();
  const squashedSections = post.sections.map((s) => squash(`${s.heading} ${s.text}`));
  const body = squashedSections.join('');
  const items: ScoreItem[] = [slotsItem(post.slots), ...keywordItems(post, keyword, body), lengthItem(post, input.targetChars ?? DEFAULT_TARGET_CHARS)];
  const topics = unique(input.research?.topics);
  if (topics.length) items.push(topicsItem(post, squashedSections, topics));
  const questions = unique(input.research?.questions);
  if (questions.length) items.push(questionsItem(post, questions));
  const subKeywords = unique(input.subKeywords).filter((k) => squash(k) !== squash(keyword));
  if (subKeywords.length) {
    const missing = subKeywords.filter((k) => !body.includes(squash(k)));
    const used = subKeywords.length - missing.length;
    items.push(item('sub-keywords', missing.length ? 'warn' : 'pass', (SCORE_POINTS['sub-keywords'] * used) / subKeywords.length, missing.length ? hints.subKeywordsSome(missing) : hints.subKeywordsAll));
  }
  if (checks.topTitle) {
    const copied = checks.topTitle.similarity >= TITLE_COPY_SIMILARITY;
    items.push(item('title-similarity', copied ? 'warn' : 'pass', copied ? 0 : SCORE_POINTS['title-similarity'], copied ? hints.titleCopied(checks.topTitle.title, checks.topTitle.similarity) : hints.titleOriginal));
  }
  if (checks.selfOverlap) {
    const { share, title, compared } = checks.selfOverlap;
    const status: ScoreStatus = share >= SELF_OVERLAP_FAIL ? 'fail' : share >= SELF_OVERLAP_WARN ? 'warn' : 'pass';
    items.push(item('self-overlap', status, status === 'pass' ? SCORE_POINTS['self-overlap'] : 0, status === 'pass' ? hints.overlapNone(compared) : hints.overlapHigh(title ?? '', share)));
  }
  return totalScore(items, post.slots.length);
}

/** The items only the server can check; the editor keeps the server's last answer for them while the text changes. */
export const SERVER_ITEM_IDS: readonly ScoreItemId[] = ['title-similarity', 'self-overlap'];

/**
 * The score of a set of items: their points as a share of 0–100, capped while slots are left, and ready only
 * with no slot, no failing item and READY_MIN_SCORE. The editor totals its live items with the server's here.
 */
export function totalScore(items: ScoreItem[], slotsLeft: number): ContentScore {
  const got = items.reduce((n, i) => n + i.got, 0);
  const possible = items.reduce((n, i) => n + i.possible, 0);
  const raw = possible ? Math.round((100 * got) / possible) : 0;
  const score = slotsLeft > 0 ? Math.min(raw, SLOT_SCORE_CAP) : raw;
  const ready = slotsLeft === 0 && score >= READY_MIN_SCORE && !items.some((i) => i.status === 'fail');
  return { score, ready, items, slotsLeft };
}

/** The warnings the server's checks raise, for the endpoint's answer and the stored score. */
export function scoreWarnings(checks: ScoreChecks): ScoreWarning[] {
  const warnings: ScoreWarning[] = [];
  const top = checks.topTitle;
  if (top && top.similarity >= TITLE_COPY_SIMILARITY) {
    warnings.push({ code: 'TITLE_LIKE_TOP_POST', message: hints.titleCopied(top.title, top.similarity), title: top.title, similarity: top.similarity });
  }
  const own = checks.selfOverlap;
  if (own?.generationId && own.share >= SELF_OVERLAP_WARN) {
    warnings.push({ code: 'OVERLAPS_OWN_POST', message: hints.overlapHigh(own.title ?? '', own.share), generationId: own.generationId, title: own.title ?? '', share: own.share });
  }
  return warnings;
}

const bigrams = (text: string) => {
  const chars = Array.from(letters(text));
  const set = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) set.add(`${chars[i]}${chars[i + 1]}`);
  return set;
};

/** Jaccard similarity of two titles' character bigrams, spaces and punctuation ignored: 0 (nothing shared) to 1. */
export function titleSimilarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const g of x) if (y.has(g)) shared += 1;
  return shared / (x.size + y.size - shared);
}

/** The top title most like `title`, or null when there are none to compare. */
export function closestTitle(title: string, titles: readonly string[]): { title: string; similarity: number } | null {
  let best: { title: string; similarity: number } | null = null;
  for (const candidate of titles) {
    const similarity = Math.round(titleSimilarity(title, candidate) * 1000) / 1000;
    if (!best || similarity > best.similarity) best = { title: candidate, similarity };
  }
  return best;
}

type Placement = 'full' | 'words' | 'none';

function keywordItems(post: ParsedPost, keyword: string, body: string): ScoreItem[] {
  const whole = squash(keyword);
  const words = keyword.split(/\s+/).map(squash).filter(Boolean);
  const placed = (text: string): Placement => {
    const s = squash(text);
    if (whole && s.includes(whole)) return 'full';
    return words.length > 1 && words.every((w) => s.includes(w)) ? 'words' : 'none';
  };
  const placement = (id: ScoreItemId, where: Placement, has: string, wordsOnly: string, missing: string) =>
    item(id, where === 'full' ? 'pass' : where === 'words' ? 'warn' : 'fail', where === 'full' ? SCORE_POINTS[id] : where === 'words' ? half(id) : 0, where === 'full' ? has : where === 'words' ? wordsOnly : missing);

  const titleItem = post.title
    ? placement('keyword-title', placed(post.title), hints.titleHas, hints.titleWords(keyword), hints.titleMissing(keyword))
    : item('keyword-title', 'fail', 0, hints.noTitle);
  const intro = firstParagraph(post);
  const introItem = intro === null
    ? item('keyword-intro', 'fail', 0, hints.noIntro)
    : placement('keyword-intro', placed(intro), hints.introHas, hints.introWords(keyword), hints.introMissing(keyword));
  const headings = post.sections.filter((s) => s.level >= 2 && s.level <= 3).map((s) => placed(s.heading));
  const best: Placement = headings.includes('full') ? 'full' : headings.includes('words') ? 'words' : 'none';
  const headingItem = placement('keyword-heading', best, hints.headingHas, hints.headingWords(keyword), hints.headingMissing(keyword));
  return [titleItem, introItem, headingItem, densityItem(post, whole, body)];
}

// The ad disclosure line that may open a post is not its first paragraph.
const DISCLOSURE = /협찬|광고|제공받|원고료|소정의|내돈내산/;

function firstParagraph(post: ParsedPost): string | null {
  const paragraphs = post.sections.flatMap((s) => s.paragraphs);
  const [first, second] = paragraphs;
  if (first !== undefined && DISCLOSURE.test(first) && charCount(first) <= 150) return second ?? null;
  return first ?? null;
}

function densityItem(post: ParsedPost, keyword: string, body: string): ScoreItem {
  const count = occurrences(body, keyword);
  const chars = Math.max(1, post.sections.reduce((n, s) => n + s.written + charCount(s.heading), 0));
  const per1000 = (count * 1000) / chars;
  const { naturalPer1000, stuffedPer1000, alwaysNatural } = KEYWORD_DENSITY;
  const possible = SCORE_POINTS['keyword-density'];
  if (count === 0) return item('keyword-density', 'fail', 0, hints.densityNone);
  if (count === 1) return item('keyword-density', 'warn', half('keyword-density'), hints.densityOnce);
  if (count <= alwaysNatural || per1000 <= naturalPer1000) return item('keyword-density', 'pass', possible, hints.densityGood(count));
  if (per1000 <= stuffedPer1000) {
    return item('keyword-density', 'warn', Math.max(1, (possible * (stuffedPer1000 - per1000)) / (stuffedPer1000 - naturalPer1000)), hints.densityHigh(count));
  }
  return item('keyword-density', 'fail', 0, hints.densityStuffed(count, Math.round(per1000 * 10) / 10));
}

function lengthItem(post: ParsedPost, target: number): ScoreItem {
  const written = post.sections.reduce((n, s) => n + s.written, 0);
  if (written >= target * 0.8) return item('length', 'pass', SCORE_POINTS.length, hints.lengthGood(written));
  const status = written >= target * 0.5 ? 'warn' : 'fail';
  return item('length', status, (SCORE_POINTS.length * written) / target, hints.lengthShort(written, target));
}

function slotsItem(slots: readonly string[]): ScoreItem {
  if (!slots.length) return item('slots', 'pass', SCORE_POINTS.slots, hints.slotsNone);
  const shown = unique(slots).slice(0, 3);
  return item('slots', 'fail', 0, hints.slotsLeft(slots.length, shown));
}

function topicsItem(post: ParsedPost, squashedSections: readonly string[], topics: readonly string[]): ScoreItem {
  const written = squashedSections.filter((_, i) => (post.sections[i]?.written ?? 0) >= TOPIC_SECTION_MIN_CHARS);
  const missing = topics.filter((t) => !written.some((s) => s.includes(squash(t))));
  return fraction('topics', topics.length, missing, hints.topicsAll(topics.length), hints.topicsSome(topics.length - missing.length, topics.length, missing));
}

function questionsItem(post: ParsedPost, questions: readonly string[]): ScoreItem {
  const entries = answerEntries(post);
  const missing = questions.filter((q) => !isAnswered(q, entries));
  return fraction('questions', questions.length, missing, hints.questionsAll(questions.length), hints.questionsSome(questions.length - missing.length, questions.length, missing));
}

function fraction(id: ScoreItemId, total: number, missing: readonly string[], allHint: string, someHint: string): ScoreItem {
  const done = total - missing.length;
  const status: ScoreStatus = !missing.length ? 'pass' : done > 0 ? 'warn' : 'fail';
  return item(id, status, (SCORE_POINTS[id] * done) / total, missing.length ? someHint : allHint);
}
