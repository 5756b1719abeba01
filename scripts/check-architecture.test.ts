import { describe, expect, it } from 'vitest';
import { cyclesOf, featureGraph, ownerOf, sharedNames } from './check-architecture.mjs';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));

describe('the architecture check', () => {
  it('finds a cycle between files, and none in a tree', () => {
    expect(cyclesOf(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('sees features that use each other through their index.ts as a cycle, and leaves tests out', () => {
    const files = {
      'server/features/accounts/users.routes.ts': ['server/features/credits/index.ts'],
      'server/features/credits/admin.routes.ts': ['server/features/accounts/index.ts'],
      'server/features/images/images.test.ts': ['server/features/kin/index.ts'],
      'server/features/kin/kin.routes.ts': ['server/features/images/index.ts'],
    };
    expect(cyclesOf(featureGraph(files))).toEqual([['server:accounts', 'server:credits']]);
  });

  it('lets a name repeat inside one feature across tiers, and nowhere else', () => {
    expect(ownerOf('contracts/credits.ts')).toBe(ownerOf('server/features/credits/credits.routes.ts'));
    expect(ownerOf('server/db/schema/credits.ts')).toBe('credits');
    const files = [
      'contracts/kin.test.ts',
      'server/features/kin/kin.test.ts',
      'server/features/vip/vip.service.ts',
      'server/features/credits/vip.service.ts',
      'server/lib/rate-limit.ts',
      'server/db/schema/rate-limit.ts',
      'src/features/kin/messages.ts',
      'src/features/vip/messages.ts',
    ];
    expect(sharedNames(files)).toEqual([['vip.service.ts', ['server/features/vip/vip.service.ts', 'server/features/credits/vip.service.ts']]]);
  });
});
