import { api, call } from '@/lib/api';

/** POST /api/credits/welcome-bonus (spec §7): credits once per member. */
export const claimWelcomeBonus = (userId: string, email: string) => call(api.credits['welcome-bonus'].$post({ json: { userId, email } }), { silent: true });
