import type { WalletReply } from '@contracts/credits';
import { apiFetch } from '@/lib/api-client';

/** POST /api/credits/wallet/initialize (spec §7). */
export const initializeWallet = (userId: string) =>
  apiFetch<WalletReply>('/api/credits/wallet/initialize', { method: 'POST', body: { userId }, silent: true });
