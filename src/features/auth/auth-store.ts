import { create } from 'zustand';

export type Grade = 'new' | 'normal' | 'vip' | '';

export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  username: string;
  avatar: string | null;
  grade: Grade;
  role: 'user' | 'admin';
  verified: boolean;
};

// Spec §3 "User state". Counters of a visitor belong to its temporary account.
export type AuthState = {
  status: 'loading' | 'ready';
  currentUser: CurrentUser | null;
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
};

export const visitorState: AuthState = {
  status: 'ready',
  currentUser: null,
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
};

/** Who is using the app. Until sign-in exists it always reports a visitor. */
export const useAuthStore = create<AuthState>(() => visitorState);
