import { z } from 'zod';

export const walletInitializeInput = z.object({ userId: z.string().min(1).optional() });
export const welcomeBonusInput = z.object({ userId: z.string().min(1).optional(), email: z.string().optional() });

export type WalletReply = { success: true; wallet: { paidCredits: number; eventCredits: number } };
export type WelcomeBonusReply = {
  success: boolean;
  credited: boolean;
  message: string;
  wallet: { paidCredits: number; eventCredits: number };
};
