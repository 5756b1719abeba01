import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Emphasized } from './emphasized';

describe('Emphasized', () => {
  it('bolds the marked words and keeps the sentence whole', () => {
    const { container } = render(<Emphasized text="상단 메뉴 **도구 → API 사용 관리**에서 **신청**을 누릅니다." />);
    expect(container.textContent).toBe('상단 메뉴 도구 → API 사용 관리에서 신청을 누릅니다.');
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['도구 → API 사용 관리', '신청']);
  });
});
