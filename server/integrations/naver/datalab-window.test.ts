import { describe, expect, it } from 'vitest';
import { lastCompleteMonths, lastCompleteWeeks, seoulDate } from './datalab-window';

describe('DataLab date windows, in Seoul time', () => {
  it('reads the calendar date in KST (UTC+9), not UTC', () => {
    expect(seoulDate(new Date('2025-03-02T14:59:59Z'))).toBe('2025-03-02');
    expect(seoulDate(new Date('2025-03-02T15:00:00Z'))).toBe('2025-03-03');
  });

  it('ends the weekly window on the last Sunday that is over in Seoul, starting on a Monday', () => {
    // Monday 00:30 in Seoul (still Sunday in UTC): last week is complete.
    expect(lastCompleteWeeks(new Date('2025-03-02T15:30:00Z'), 8)).toEqual({ startDate: '2025-01-06', endDate: '2025-03-02' });
    // Sunday 23:59 in Seoul: this week is not over, so it ends the Sunday before.
    expect(lastCompleteWeeks(new Date('2025-03-02T14:59:00Z'), 8)).toEqual({ startDate: '2024-12-30', endDate: '2025-02-23' });
    // The weekly report's default slot, Monday 08:00 KST.
    expect(lastCompleteWeeks(new Date('2025-03-09T23:00:00Z'), 1)).toEqual({ startDate: '2025-03-03', endDate: '2025-03-09' });
  });

  it('covers the last twelve whole months in Seoul, leaving out the month under way', () => {
    expect(lastCompleteMonths(new Date('2025-03-15T03:00:00Z'), 12)).toEqual({ startDate: '2024-03-01', endDate: '2025-02-28' });
    expect(lastCompleteMonths(new Date('2024-03-10T03:00:00Z'), 12)).toEqual({ startDate: '2023-03-01', endDate: '2024-02-29' });
    // 1 January 00:30 in Seoul is still 31 December in UTC: the whole of last year is over.
    expect(lastCompleteMonths(new Date('2024-12-31T15:30:00Z'), 12)).toEqual({ startDate: '2024-01-01', endDate: '2024-12-31' });
  });
});
