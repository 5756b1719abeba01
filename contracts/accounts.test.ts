import { describe, expect, it } from 'vitest';
import {
  displayNameOf,
  googleResignupMessage,
  isWithinResignupLockout,
  KST_OFFSET_HOURS,
  lettersOnly,
  NAME_MAX_LENGTH,
  PRIVACY_VERSION,
  RESIGNUP_LOCKOUT_DAYS,
  resignupDateLabel,
  resignupMessage,
  signupStepOneInput,
  TERMS_VERSION,
  updateProfileInput,
  usernameOf,
} from './accounts';
import { shownName } from './shown-name';

describe('account rules shared by the forms and the server', () => {
  it('holds the spec constants', () => {
    expect([RESIGNUP_LOCKOUT_DAYS, KST_OFFSET_HOURS, NAME_MAX_LENGTH, TERMS_VERSION, PRIVACY_VERSION]).toEqual([14, 9, 50, '1.0', '1.0']);
  });

  it('dates the end of the lock-out at deletion + 14 days, read in KST', () => {
    // 2026-03-01 20:00 UTC is 2026-03-02 05:00 in Seoul; 14 days later is 3월 16일 there.
    expect(resignupDateLabel('2026-03-01T20:00:00Z')).toBe('3월 16일');
    expect(resignupDateLabel('2026-03-01T10:00:00Z')).toBe('3월 15일');
    expect(resignupMessage('2026-12-25T00:00:00Z')).toBe('해당 메일은 1월 8일 이후에 재가입이 가능합니다.');
    expect(googleResignupMessage('2026-12-25T00:00:00Z')).toBe('이 구글계정은 1월 8일 이후에 재가입이 가능합니다.');
  });

  it('locks re-signup for exactly 14 days', () => {
    const deleted = new Date('2026-05-01T00:00:00Z');
    expect(isWithinResignupLockout(deleted, new Date('2026-05-14T23:59:59Z'))).toBe(true);
    expect(isWithinResignupLockout(deleted, new Date('2026-05-15T00:00:00Z'))).toBe(false);
  });

  it('strips names to letters, builds "last first" and first_last usernames', () => {
    expect(lettersOnly(' 길 동1! ')).toBe('길동');
    expect(displayNameOf('홍', '길동')).toBe('홍 길동');
    expect(usernameOf('Gil Dong', 'Hong')).toBe('gildong_hong');
    expect(usernameOf('길동', '홍')).toBe('_');
  });

  it('shows a Korean displayName as the member writes the name, and any other as stored', () => {
    expect(shownName(displayNameOf('김', '블로그'))).toBe('김블로그');
    expect(shownName(displayNameOf('남궁', '민수'))).toBe('남궁민수');
    expect(shownName(displayNameOf('Kim', 'Minsu'))).toBe('Kim Minsu');
    expect(shownName(displayNameOf('Lee', '지은'))).toBe('Lee 지은');
    expect(shownName('홍길동')).toBe('홍길동');
    expect(shownName('')).toBe('');
  });

  it('accepts Latin and Hangul names with spaces only', () => {
    expect(signupStepOneInput.safeParse({ lastName: 'Van Dyke', firstName: '길동', email: 'a@b.kr' }).success).toBe(true);
    const bad = signupStepOneInput.safeParse({ lastName: 'Kim3', firstName: '길동', email: 'a@b.kr' });
    expect(bad.error?.issues[0]?.message).toBe('한글 또는 영문만 입력할 수 있습니다.');
  });

  it("refuses names of lone jamo, which strip to nothing, with '이름과 성을 모두 입력해주세요.'", () => {
    const jamo = signupStepOneInput.safeParse({ lastName: 'ㅎ', firstName: 'ㅋㅋ', email: 'a@b.kr' });
    expect(jamo.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['lastName', '이름과 성을 모두 입력해주세요.'],
      ['firstName', '이름과 성을 모두 입력해주세요.'],
    ]);
    expect(updateProfileInput.safeParse({ lastName: '홍', firstName: 'ㅋ ㅋ' }).error?.issues[0]?.message).toBe('이름과 성을 모두 입력해주세요.');
    expect(signupStepOneInput.safeParse({ lastName: '홍ㅎ', firstName: '길동', email: 'a@b.kr' }).success).toBe(true);
    const mixed = signupStepOneInput.safeParse({ lastName: 'ㅎ1', firstName: '길동', email: 'a@b.kr' });
    expect(mixed.error?.issues.map((i) => i.message)).toEqual(['한글 또는 영문만 입력할 수 있습니다.']);
  });
});
