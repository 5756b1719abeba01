import { api, call } from '@/lib/api';

/** POST /api/credits/wallet/initialize (spec §7). */
export const initializeWallet = (userId: string) => call(api.credits.wallet.initialize.$post({ json: { userId } }), { silent: true });
