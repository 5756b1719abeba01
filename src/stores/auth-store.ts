import { create } from 'zustand';
import type { Grade, UserRecord, VisitorRecord } from '@contracts/accounts';
import type { CounterField } from '@contracts/credits';
import { readServerFeatures } from '@/config/server-features';

export type { Grade };
export type CurrentUser = UserRecord;

// Spec §3 "User state" (the wallet part lives in the wallet store). A visitor's counters are its
// temporary account's; `tempId` starts with temp_, so a visitor is never authenticated.
export type AuthState = {
  status: 'loading' | 'ready';
  currentUser: CurrentUser | null;
  visitor: VisitorRecord | null;
  isAuthenticated: boolean;
  genCount: number;
  imgCount: number;
  advCount: number;
  displayName: string;
  photoURL: string | null;
  grade: Grade;
  wantKeywordReport: boolean;
  email: string;
  verified: boolean;
  isAdmin: boolean;
  /** Whether the server offers Google sign-in (it has client credentials). */
  googleAvailable: boolean;
  /** No AI model is connected: the built-in offline writer drafts posts. */
  offlineWriter: boolean;
};

export const visitorState: AuthState = {
  status: 'ready',
  currentUser: null,
  visitor: null,
  isAuthenticated: false,
  genCount: 0,
  imgCount: 0,
  advCount: 0,
  displayName: '',
  photoURL: null,
  grade: '',
  wantKeywordReport: false,
  email: '',
  verified: false,
  isAdmin: false,
  googleAvailable: false,
  offlineWriter: false,
};

/** Spec §4: a user counts as authenticated unless its temp_id starts with temp_. */
export const isTemporary = (id: string | null | undefined) => !id || id.startsWith('temp_');

/** The state for a signed-in member (a Google account without consent is not signed in yet). */
export function memberState(user: UserRecord, googleAvailable: boolean, offlineWriter = false): AuthState {
  return {
    status: 'ready',
    currentUser: user,
    visitor: null,
    isAuthenticated: user.grade !== '',
    // The spec's user record spells two counters gen_cnt / adv_cnt; everywhere else they are counterField's names.
    genCount: Math.max(0, user.gen_cnt),
    imgCount: Math.max(0, user.imgCount),
    advCount: Math.max(0, user.adv_cnt),
    displayName: user.name,
    photoURL: user.avatar,
    grade: user.grade,
    wantKeywordReport: user.wantKeywordReport,
    email: user.email,
    verified: user.verified,
    isAdmin: user.role === 'admin',
    googleAvailable,
    offlineWriter,
  };
}

export function visitorStateOf(visitor: VisitorRecord | null, googleAvailable: boolean, offlineWriter = false): AuthState {
  return {
    ...visitorState,
    visitor,
    genCount: Math.max(0, visitor?.gen_cnt ?? 0),
    googleAvailable,
    offlineWriter,
  };
}

type AuthActions = {
  /** Spec §4: counters never drop below zero. */
  decrement(counter: CounterField, by?: number): void;
};

const initialFeatures = () => {
  const { google, offlineWriter } = readServerFeatures();
  return { googleAvailable: google, offlineWriter };
};

/** Who is using the app: a visitor with a temporary account, or a member. */
export const useAuthStore = create<AuthState & AuthActions>((set) => ({
  ...visitorState,
  ...initialFeatures(),
  status: 'loading',
  decrement: (counter, by = 1) => set((s) => ({ [counter]: Math.max(0, s[counter] - by) }) as Pick<AuthState, CounterField>),
}));
