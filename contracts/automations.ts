import { z } from 'zod';
import { CONTENT_TYPES, INSTRUCTIONS_MAX_LENGTH, LENGTHS, PLATFORMS, TONES } from './generations';

// Automation schedules (product-scope "Automation"): weekdays and a KST time, a keyword source, a
// template and write options, and a target (history, or — vip — a connected blog).

export const AUTOMATION_NAME_MAX = 50;
export const AUTOMATION_LIMIT = 20;
/** A slot missed while every server was down still runs within this window; later it is logged as missed. */
export const MISSED_SLOT_WINDOW_HOURS = 6;
/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay counts. */
export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;

export const automationMessages = {
  nameRequired: '자동화 이름을 입력해주세요.',
  nameTooLong: `이름은 ${AUTOMATION_NAME_MAX}자 이내로 입력해주세요.`,
  weekdaysRequired: '요일을 하나 이상 골라주세요.',
  timeInvalid: '시간은 00:00~23:59 형식으로 입력해주세요.',
  listRequired: '키워드 목록을 골라주세요.',
  blogRequired: '발행할 블로그를 골라주세요.',
} as const;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const automationSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('list'), listId: z.string().trim().min(1, automationMessages.listRequired).max(64) }),
  z.object({ kind: z.literal('report') }),
]);
export type AutomationSource = z.output<typeof automationSource>;

export const automationTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('history') }),
  z.object({ kind: z.literal('blog'), blogId: z.string().trim().min(1, automationMessages.blogRequired).max(64), status: z.enum(['draft', 'publish']).default('draft') }),
]);
export type AutomationTarget = z.output<typeof automationTarget>;

/** The write page's options that a schedule keeps (the keyword comes from the source at each run). */
export const automationWriteOptions = z
  .object({
    contentType: z.enum(keys(CONTENT_TYPES)).default('info'),
    tone: z.enum(keys(TONES)).default('haeyo'),
    length: z.enum(keys(LENGTHS)).default('medium'),
    platform: z.enum(keys(PLATFORMS)).default('naver'),
    instructions: z.string().trim().max(INSTRUCTIONS_MAX_LENGTH).default(''),
    faq: z.boolean().default(true),
    table: z.boolean().default(false),
    imagePlaceholders: z.boolean().default(false),
  })
  .default({ contentType: 'info', tone: 'haeyo', length: 'medium', platform: 'naver', instructions: '', faq: true, table: false, imagePlaceholders: false });
export type AutomationWriteOptions = z.output<typeof automationWriteOptions>;

export const automationInput = z.object({
  name: z.string().trim().min(1, automationMessages.nameRequired).max(AUTOMATION_NAME_MAX, automationMessages.nameTooLong),
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, automationMessages.weekdaysRequired)
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  /** HH:MM in Korea time. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, automationMessages.timeInvalid),
  source: automationSource,
  templateId: z.string().max(64).nullable().default(null),
  options: automationWriteOptions,
  target: automationTarget.default({ kind: 'history' }),
});
export type AutomationInput = z.output<typeof automationInput>;
export type AutomationDraft = z.input<typeof automationInput>;

export type AutomationRunStatus = 'queued' | 'running' | 'completed' | 'failed' | 'skipped' | 'missed';

export const RUN_STATUS_LABELS: Record<AutomationRunStatus, string> = {
  queued: '대기',
  running: '실행 중',
  completed: '완료',
  failed: '실패',
  skipped: '건너뜀',
  missed: '놓침',
};

export type Automation = AutomationInput & {
  id: string;
  paused: boolean;
  /** The next slot in UTC ISO (null while paused). */
  nextRunAt: string | null;
  createdAt: string;
};

export type AutomationRun = {
  id: string;
  automationId: string;
  automationName: string;
  trigger: 'schedule' | 'manual';
  slot: string;
  status: AutomationRunStatus;
  keyword: string | null;
  generationId: string | null;
  publicationId: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

/** The run log's query: one schedule or all, newest first. */
export const runsQuery = z.object({ automationId: z.string().max(64).optional() });
