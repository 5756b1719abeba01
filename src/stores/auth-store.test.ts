import { describe, expect, it } from 'vitest';
import { buildUserRecord } from '@/testing/msw-server';
import { isTemporary, memberState, useAuthStore, visitorStateOf } from './auth-store';

describe('the auth store', () => {
  it('treats a temp_ account as not authenticated and a member as authenticated', () => {
    expect(isTemporary('temp_abc')).toBe(true);
    expect(visitorStateOf({ id: 'v', temp_id: 'temp_abc', gen_cnt: 99 }, true)).toMatchObject({ isAuthenticated: false, genCount: 99 });
    expect(memberState(buildUserRecord({ gen_cnt: 7 }), true)).toMatchObject({ isAuthenticated: true, genCount: 7, displayName: '홍 길동' });
  });

  it('does not count a Google account without consent as signed in', () => {
    expect(memberState(buildUserRecord({ grade: '' }), true).isAuthenticated).toBe(false);
  });

  it('never lets a counter drop below zero', () => {
    useAuthStore.setState({ genCount: 1 });
    useAuthStore.getState().decrement('genCount');
    useAuthStore.getState().decrement('genCount', 5);
    expect(useAuthStore.getState().genCount).toBe(0);
  });
});
