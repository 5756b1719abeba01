import { create } from 'zustand';
import type { WalletView } from '@contracts/credits';

export type WalletState = {
  paidCredits: number;
  eventCredits: number;
  totalCredits: number;
  walletInitialized: boolean;
};

export const emptyWallet: WalletState = { paidCredits: 0, eventCredits: 0, totalCredits: 0, walletInitialized: false };

export const walletStateOf = (wallet: Pick<WalletView, 'paidCredits' | 'eventCredits'> | null): WalletState =>
  wallet
    ? {
        paidCredits: Math.max(0, wallet.paidCredits),
        eventCredits: Math.max(0, wallet.eventCredits),
        totalCredits: Math.max(0, wallet.paidCredits) + Math.max(0, wallet.eventCredits),
        walletInitialized: true,
      }
    : emptyWallet;

/** A member's credits (spec §3 "User state": paidCredits, eventCredits, totalCredits, walletInitialized). */
export const useWalletStore = create<WalletState>(() => emptyWallet);
