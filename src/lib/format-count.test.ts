import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes every whole number as ko-KR does', () => {
    const samples = [0, 1, 12, 999, 1000, 1234, 99999, 100000, 1234567, 987654321, Number.MAX_SAFE_INTEGER, -1, -999, -1000, -1234567];
    for (let n = 0; n < 5000; n += 7) samples.push(n * 131);
    for (const n of samples) expect(formatCount(n), String(n)).toBe(n.toLocaleString('ko-KR'));
  });

  it('leaves fractions and very large numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString('ko-KR'));
    expect(formatCount(1e21)).toBe((1e21).toLocaleString('ko-KR'));
  });
});
