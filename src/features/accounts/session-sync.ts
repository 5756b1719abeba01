import { useEffect } from 'react';
import type { SessionResponse, UserRecord } from '@contracts/accounts';
import { toast } from '@/components/ui/toast-store';
import { afterNextPaint } from '@/lib/after-paint';
import { claimWelcomeBonus, initializeWallet, useWalletStore, walletStateOf } from '@/features/credits';
import { memberState, useAuthStore, visitorStateOf } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { createVisitor, fetchSession } from './api/session';
import { sessionWords as ui } from './session-words';

// Spec §9: auth state changes are debounced by 100 ms.
export const AUTH_CHANGE_DEBOUNCE_MS = 100;
const CHANNEL = 'geulbit-auth';

/** Puts a session reply into the auth and wallet stores. */
export function applySession(session: SessionResponse) {
  const { google, offlineWriter } = session.features;
  if (session.user) {
    useAuthStore.setState(memberState(session.user, google, offlineWriter));
    useWalletStore.setState(walletStateOf(session.wallet));
  } else {
    useAuthStore.setState(visitorStateOf(session.visitor, google, offlineWriter));
    useWalletStore.setState(walletStateOf(null));
  }
}

const reuseOrCreateVisitor = () => createVisitor().then(({ visitor }) => visitor, () => null);

/**
 * Spec §4: loads and refreshes the session; with neither a member nor a visitor, reuses or creates
 * the visitor's temporary account. A failed load clears the session in this tab and carries on with
 * that temporary account (the visitor cookie is kept, so a visitor does not lose its history).
 */
export async function refreshSession(): Promise<SessionResponse | null> {
  let session: SessionResponse;
  try {
    session = await fetchSession();
  } catch {
    const { googleAvailable, offlineWriter } = useAuthStore.getState();
    useAuthStore.setState(visitorStateOf(null, googleAvailable, offlineWriter));
    useWalletStore.setState(walletStateOf(null));
    const visitor = await reuseOrCreateVisitor();
    useAuthStore.setState(visitorStateOf(visitor, googleAvailable, offlineWriter));
    return null;
  }
  if (!session.user && !session.visitor) session = { ...session, visitor: await reuseOrCreateVisitor() };
  applySession(session);
  return session;
}

/** Tells the other tabs of this browser that the session changed. */
export function announceAuthChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/**
 * Loads the session once at start and follows changes made in other tabs (debounced 100 ms). A
 * Google account that has not agreed yet is asked again (spec §4: consent before continuing).
 */
export function useSessionSync() {
  useEffect(() => {
    // After the first paint, so the request is not on the way to it (Lighthouse counted the session and
    // visitor calls as holding back the largest paint of `/`); it starts about one frame later.
    const cancelStart = afterNextPaint(() =>
      void refreshSession().then((session) => {
        const onCallback = location.pathname.startsWith('/oauth-callback');
        if (session?.user?.grade === '' && !onCallback && useModalStore.getState().modal === null) {
          useModalStore.getState().open('googleConsent');
        }
      }),
    );
    if (typeof BroadcastChannel === 'undefined') return cancelStart;
    const channel = new BroadcastChannel(CHANNEL);
    let timer: ReturnType<typeof setTimeout> | undefined;
    channel.onmessage = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refreshSession(), AUTH_CHANGE_DEBOUNCE_MS);
    };
    return () => {
      cancelStart();
      clearTimeout(timer);
      channel.close();
    };
  }, []);
}

/**
 * After a member signs in: makes sure the wallet exists (spec: failure is logged, nothing shown)
 * and claims the welcome bonus once (spec: an error is logged and counts as "not credited").
 */
export async function settleWallet(user: UserRecord): Promise<boolean> {
  if (!useWalletStore.getState().walletInitialized) {
    try {
      const { wallet } = await initializeWallet(user.id);
      useWalletStore.setState(walletStateOf(wallet));
    } catch (err) {
      console.warn('지갑 초기화 실패', err);
    }
  }
  try {
    const reply = await claimWelcomeBonus(user.id, user.email);
    if (reply.credited) {
      useWalletStore.setState(walletStateOf(reply.wallet));
      toast({ title: ui.welcomeBonusTitle, description: reply.message });
    }
    return reply.credited;
  } catch (err) {
    console.warn('가입 축하 크레딧 지급 실패', err);
    return false;
  }
}

/** After logout or deletion: a fresh temporary account for this browser (spec §4). */
export async function becomeVisitor() {
  useWalletStore.setState(walletStateOf(null));
  await refreshSession();
  announceAuthChange();
}
