import { z } from 'zod';
import type { PublicationStatus } from './publishing';

// VIP profile (/vipProfile): defaults the VIP pages and automation start from.
export const vipProfileInput = z.object({
  defaultBlogId: z.string().trim().max(64).nullable().default(null),
  defaultTemplateId: z.string().trim().max(64).nullable().default(null),
  notificationEmail: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || /^\S+@\S+\.\S+$/.test(v), '유효한 이메일 주소를 입력해주세요.')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
});
export type VipProfileInput = z.output<typeof vipProfileInput>;
export type VipProfile = {
  defaultBlogId: string | null;
  defaultTemplateId: string | null;
  notificationEmail: string | null;
  accountEmail: string;
  /** The member's blog connections, to choose a default (and an automation's target) from. */
  blogs: { id: string; name: string; kind: string; status: string }[];
};

/** /vipSchedule: the month (YYYY-MM, KST) whose calendar to show. */
export const calendarQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식이어야 합니다.') });

/** A publication's status as the VIP pages show it: the calendar (from the server) and /vipHistory (in the SPA). */
export const PUBLICATION_STATUS_LABELS: Readonly<Record<string, string>> = {
  scheduled: '예약됨',
  publishing: '발행 중',
  published: '발행됨',
  failed: '실패',
  'waiting-for-member': '직접 게시 대기',
  cancelled: '취소됨',
} satisfies Record<PublicationStatus, string>;

export type CalendarEntry = {
  kind: 'automation' | 'publication';
  /** UTC ISO; the page shows it in KST. */
  at: string;
  title: string;
  status: string;
  /** Future slots of active schedules (not yet run); the rest come from the run log. */
  planned: boolean;
  link: string | null;
};

/** /vip: this month's usage per counter (KST month, net of refunds), credits, what is coming and what went wrong. */
export type VipDashboard = {
  month: string;
  usage: { gen: number; img: number; adv: number; credits: number };
  wallet: { paidCredits: number; eventCredits: number; totalCredits: number };
  upcoming: CalendarEntry[];
  failures: (CalendarEntry & { error: string | null })[];
  /** Naver Blog and Tistory posts whose time has come: each links to its publish pack until the member pastes the URL back. */
  waiting: CalendarEntry[];
};
