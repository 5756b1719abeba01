import type { WelcomeBonusReply } from '@contracts/credits';
import { apiFetch } from '@/lib/api-client';

/** POST /api/credits/welcome-bonus (spec §7): credits once per member. */
export const claimWelcomeBonus = (userId: string, email: string) =>
  apiFetch<WelcomeBonusReply>('/api/credits/welcome-bonus', { method: 'POST', body: { userId, email }, silent: true });
