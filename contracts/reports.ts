import { z } from 'zod';

export const reportSettingsInput = z.object({
  subscribed: z.boolean(),
  categoryIds: z.array(z.string().max(64)).max(20).default([]),
});
export type ReportSettingsInput = z.input<typeof reportSettingsInput>;

export const categoryInput = z.object({
  name: z.string().trim().min(1, '카테고리 이름을 입력해주세요.').max(40),
  seeds: z
    .array(z.string().trim().min(1).max(30))
    .min(1, '시드 키워드를 1개 이상 입력해주세요.')
    .max(5, '시드 키워드는 5개까지 넣을 수 있습니다.'),
  active: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof categoryInput>;

/** The unsubscribe link's query: the token the mail carries (a missing one is simply not found). */
export const unsubscribeQuery = z.object({ token: z.string().default('') });

/** What the admin previews: the report one subscriber would get now. */
export const reportPreviewInput = z.object({ userId: z.string().min(1) });

export type ReportCategory = { id: string; name: string; seeds: string[]; active: boolean };
export type ReportSettings = { subscribed: boolean; categoryIds: string[]; categories: ReportCategory[]; nextSendAt: string };
export type SendLogItem = {
  id: string;
  runId: string;
  email: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};
export type RunLogItem = {
  id: string;
  slot: string;
  trigger: string;
  status: string;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  sent: number;
  failed: number;
  pending: number;
};
