import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/ui/toast-store';
import { useWalletStore } from '@/features/credits';
import { buildUserRecord, server } from '@/testing/msw-server';
import { resetStores } from '@/testing/render';
import { settleWallet } from './session-sync';

const member = buildUserRecord();
const bonusReply = { success: true, credited: true, message: '가입 축하 이벤트 크레딧 300이 지급되었습니다.', wallet: { paidCredits: 0, eventCredits: 300 } };
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetStores();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('settleWallet after sign-in (spec §8 wallet and welcome-credit errors)', () => {
  it('credits the welcome bonus into the wallet store with a toast', async () => {
    server.use(
      http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true, wallet: { paidCredits: 0, eventCredits: 0 } })),
      http.post('*/api/credits/welcome-bonus', () => HttpResponse.json(bonusReply)),
    );
    expect(await settleWallet(member)).toBe(true);
    expect(useWalletStore.getState()).toMatchObject({ eventCredits: 300, totalCredits: 300, walletInitialized: true });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: '가입 축하 크레딧', description: bonusReply.message });
  });

  it('logs a failed wallet initialization, shows nothing, and still claims the bonus', async () => {
    let claimed = false;
    server.use(
      http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })),
      http.post('*/api/credits/welcome-bonus', () => {
        claimed = true;
        return HttpResponse.json({ ...bonusReply, credited: false, message: '이미 가입 축하 크레딧을 받으셨습니다.' });
      }),
    );
    expect(await settleWallet(member)).toBe(false);
    expect(claimed).toBe(true);
    expect(warn).toHaveBeenCalledWith('지갑 초기화 실패', expect.anything());
    expect(useWalletStore.getState().walletInitialized).toBe(false);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('logs a failed welcome-bonus call and answers false ("not credited") without a toast', async () => {
    server.use(
      http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true, wallet: { paidCredits: 2, eventCredits: 0 } })),
      http.post('*/api/credits/welcome-bonus', () => HttpResponse.error()),
    );
    expect(await settleWallet(member)).toBe(false);
    expect(warn).toHaveBeenCalledWith('가입 축하 크레딧 지급 실패', expect.anything());
    expect(useWalletStore.getState()).toMatchObject({ paidCredits: 2, walletInitialized: true });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('does not initialize a wallet the store already holds', async () => {
    let initialized = false;
    useWalletStore.setState({ paidCredits: 1, eventCredits: 0, totalCredits: 1, walletInitialized: true });
    server.use(
      http.post('*/api/credits/wallet/initialize', () => {
        initialized = true;
        return HttpResponse.json({ success: true, wallet: { paidCredits: 0, eventCredits: 0 } });
      }),
      http.post('*/api/credits/welcome-bonus', () => HttpResponse.json({ ...bonusReply, credited: false, message: '' })),
    );
    await settleWallet(member);
    expect(initialized).toBe(false);
  });
});
