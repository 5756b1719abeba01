import { describe, expect, it } from 'vitest';
import { FIRST_READS } from '@contracts/first-reads';
import { routeTable } from './route-table';

describe('the reads the server starts with a page (contracts/first-reads.ts)', () => {
  it('are started for exactly whom the page opens for: its requirements are the route table’s', () => {
    const entries = Object.entries(FIRST_READS);
    expect(entries.length).toBeGreaterThan(0);
    for (const [path, entry] of entries) {
      const row = routeTable.find((r) => r.path === path);
      expect(row, path).toBeDefined();
      expect(entry.requires, path).toEqual(row?.requires);
    }
  });

  it('are API reads of this origin, each listed once per page', () => {
    for (const [path, entry] of Object.entries(FIRST_READS)) {
      const reads = entry.reads(new Date('2026-12-31T15:30:00Z'));
      expect(reads.length, path).toBeGreaterThan(0);
      expect(new Set(reads).size, path).toBe(reads.length);
      for (const url of reads) expect(url, path).toMatch(/^\/api\/[\w/-]+(\?[\w=&%-]+)?$/);
    }
  });

  it('asks /vipSchedule for the month it is in Seoul, as the calendar opens on it', () => {
    // 00:30 on 1 January in Seoul is still December in UTC.
    expect(FIRST_READS['/vipSchedule']?.reads(new Date('2026-12-31T15:30:00Z'))).toEqual(['/api/vip/calendar?month=2027-01']);
  });
});
