import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore, visitorState } from '@/stores/auth-store';
import { applyRefund, applyRemaining } from './apply-remaining';
import { emptyWallet, useWalletStore } from './wallet-store';

beforeEach(() => {
  useAuthStore.setState({ ...visitorState, genCount: 5, imgCount: 5, advCount: 5 });
  useWalletStore.setState({ ...emptyWallet, paidCredits: 30, eventCredits: 4, totalCredits: 34, walletInitialized: true });
});

describe('applyRemaining', () => {
  it('puts every counter and both kinds of credits from a reply into the stores', () => {
    applyRemaining({ genCount: 4, imgCount: 3, advCount: 2, paidCredits: 24, eventCredits: 0 });
    expect(useAuthStore.getState()).toMatchObject({ genCount: 4, imgCount: 3, advCount: 2 });
    expect(useWalletStore.getState()).toEqual({ paidCredits: 24, eventCredits: 0, totalCredits: 24, walletInitialized: true });
  });

  it('changes nothing when the reply spent nothing (a cached lookup)', () => {
    applyRemaining(null);
    expect(useAuthStore.getState().genCount).toBe(5);
    expect(useWalletStore.getState().totalCredits).toBe(34);
  });
});

describe('applyRefund', () => {
  it('gives back one unit of the counter that was spent', () => {
    applyRefund('img', { kind: 'counter' });
    expect(useAuthStore.getState()).toMatchObject({ genCount: 5, imgCount: 6, advCount: 5 });
  });

  it('gives back exactly the event and paid credits that were taken', () => {
    applyRefund('gen', { kind: 'credits', event: 4, paid: 6 });
    expect(useWalletStore.getState()).toMatchObject({ paidCredits: 36, eventCredits: 8, totalCredits: 44 });
    expect(useAuthStore.getState().genCount).toBe(5);
  });
});
