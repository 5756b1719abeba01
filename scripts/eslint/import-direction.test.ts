import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers, { isFeatureIndex, isFeatureLazyEntry, serverTierOf, serverViolation, tierOf, violation } from './import-direction.js';

const at = (rel: string) => path.join(process.cwd(), rel);

/** The rule's complaints about `code` as the file `rel`, as ESLint reports them. */
const lint = (rel: string, code: string) =>
  new Linter()
    .verify(
      code,
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { layers }, rules: { 'layers/import-direction': 'error' } }],
      at(rel),
    )
    .map((m) => m.message);

describe('the import-direction lint rule', () => {
  it('knows the tier of each folder', () => {
    expect(tierOf(at('src/app/router.tsx'))).toBe('app');
    expect(tierOf(at('src/features/auth/modal-store.ts'))).toBe('feature:auth');
    expect(tierOf(at('src/components/ui/button.tsx'))).toBe('components');
    expect(tierOf(at('contracts/health.ts'))).toBe('contracts');
    expect(tierOf(at('server/app.ts'))).toBe('server');
  });

  it('lets imports flow app → features → components, lib, config', () => {
    expect(violation('app', 'feature:auth', { featureIndex: true })).toBeNull();
    expect(violation('feature:auth', 'components')).toBeNull();
    expect(violation('feature:auth', 'contracts')).toBeNull();
    expect(violation('components', 'lib')).toBeNull();
  });

  it("refuses the other way round, and a feature reaching into another's files", () => {
    expect(violation('feature:auth', 'app')).toMatch(/app layer/);
    expect(violation('components', 'feature:auth')).toMatch(/must not import/);
    expect(violation('feature:history', 'feature:auth')).toMatch(/only through the other feature's index/);
  });

  it("lets a feature use another through that feature's index.ts only", () => {
    expect(isFeatureIndex(at('src/features/credits'))).toBe(true);
    expect(isFeatureIndex(at('src/features/credits/index.ts'))).toBe(true);
    expect(isFeatureIndex(at('src/features/credits/wallet-store'))).toBe(false);
    expect(violation('feature:write', 'feature:credits', { featureIndex: true })).toBeNull();
    expect(violation('components', 'feature:credits', { featureIndex: true })).toMatch(/must not import/);
  });

  it("lets the app enter a feature only through that feature's index.ts, lazy chunks and type imports included", () => {
    expect(violation('app', 'feature:credits', { featureIndex: isFeatureIndex(at('src/features/credits')) })).toBeNull();
    expect(violation('app', 'feature:credits', { featureIndex: isFeatureIndex(at('src/features/credits/components/admin-orders')) })).toMatch(
      /only through the feature's index/,
    );
    expect(violation('app', 'feature:credits', { typeOnly: true })).toMatch(/only through the feature's index/);
    expect(violation('entry', 'feature:accounts')).toMatch(/only through the feature's index/);
    expect(violation('feature:write', 'feature:credits', { typeOnly: true })).toMatch(/only through the other feature's index/);
    expect(violation('app', 'feature:credits', { testFile: true })).toBeNull();
    expect(violation('app', 'components')).toBeNull();
  });

  it("lets the app and other features load a feature's lazy/ files by import() alone", () => {
    expect(isFeatureLazyEntry(at('src/features/credits/lazy/admin-orders'))).toBe(true);
    expect(isFeatureLazyEntry(at('src/features/credits/components/admin-orders'))).toBe(false);
    expect(isFeatureLazyEntry(at('src/features/credits/lazy/admin/orders'))).toBe(false);
    expect(violation('app', 'feature:credits', { lazyEntry: true, dynamic: true })).toBeNull();
    expect(violation('feature:vip', 'feature:credits', { lazyEntry: true, dynamic: true })).toBeNull();
    expect(violation('app', 'feature:credits', { lazyEntry: true })).toMatch(/only by import\(\)/);
    expect(violation('app', 'feature:credits', { lazyEntry: true, typeOnly: true })).toMatch(/only by import\(\)/);
    expect(violation('feature:vip', 'feature:credits', { lazyEntry: true })).toMatch(/only by import\(\)/);
    expect(violation('app', 'feature:credits', { dynamic: true })).toMatch(/only through the feature's index/);
  });

  it('reports a deep import into a feature from src/app or another feature, and lets its index.ts through', () => {
    const deep = /the app enters a feature only through the feature's index\.ts/;
    expect(lint('src/app/routes/x-page.ts', "export const load = () => import('@/features/credits/components/admin-orders');")).toEqual([expect.stringMatching(deep)]);
    expect(lint('src/app/routes/x-page.ts', "import type { Wallet } from '@/features/credits/wallet-store';\nexport type W = Wallet;")).toEqual([
      expect.stringMatching(deep),
    ]);
    expect(lint('src/app/layouts/x.ts', "export { useLogout } from '../../features/accounts/use-logout';")).toEqual([expect.stringMatching(deep)]);
    expect(lint('src/features/vip/x.ts', "import { PurchasePanel } from '@/features/credits/components/purchase-panel';\nexport const P = PurchasePanel;")).toEqual([
      expect.stringMatching(/only through the other feature's index\.ts/),
    ]);
    expect(lint('src/app/routes/x-page.ts', "import { PurchasePanel } from '@/features/credits';\nexport const P = PurchasePanel;")).toEqual([]);
    expect(lint('src/app/routes/x-page.ts', "export const load = () => import('@/features/credits/lazy/admin-orders');")).toEqual([]);
    expect(lint('src/app/routes/x-page.ts', "import { AdminOrders } from '@/features/credits/lazy/admin-orders';\nexport const A = AdminOrders;")).toEqual([
      expect.stringMatching(/lazy\/ files are loaded only by import\(\)/),
    ]);
    expect(lint('src/features/credits/lazy/admin-orders.ts', "export { AdminOrders } from '../components/admin-orders';")).toEqual([]);
  });

  it('lets the SPA import only types from the server, and never the server the SPA', () => {
    expect(violation('app', 'server')).toMatch(/import type/);
    expect(violation('app', 'server', { typeOnly: true })).toBeNull();
    expect(violation('server', 'components')).toMatch(/never imports the SPA/);
    expect(violation('server', 'contracts')).toBeNull();
  });

  it('lets contracts import only zod, and es-hangul for Korean particles', () => {
    expect(violation('contracts', 'package', { packageName: 'zod' })).toBeNull();
    expect(violation('contracts', 'package', { packageName: 'es-hangul' })).toBeNull();
    expect(violation('contracts', 'package', { packageName: 'hono' })).toMatch(/only zod/);
    expect(violation('contracts', 'lib')).toMatch(/only zod/);
  });

  it('keeps src/testing for tests', () => {
    expect(violation('feature:auth', 'testing')).toMatch(/only tests/);
    expect(violation('feature:auth', 'testing', { testFile: true })).toBeNull();
  });

  it("lets a server feature use another only through that feature's index.ts, from app.ts and jobs too", () => {
    expect(serverViolation(at('server/features/generations/run-generation.ts'), at('server/features/prompts'))).toBeNull();
    expect(serverViolation(at('server/features/generations/run-generation.ts'), at('server/features/prompts/prompts.service'))).toMatch(/index\.ts/);
    expect(serverViolation(at('server/features/generations/a.ts'), at('server/features/generations/b'))).toBeNull();
    expect(serverViolation(at('server/jobs/purge-lookups.job.ts'), at('server/features/keywords/lookup.service'))).toMatch(/index\.ts/);
    expect(serverViolation(at('server/jobs/purge-lookups.job.ts'), at('server/features/keywords/index.ts'))).toBeNull();
    expect(serverViolation(at('server/app.ts'), at('server/features/prompts/prompts.routes'))).toMatch(/index\.ts/);
    expect(serverViolation(at('server/app.ts'), at('server/features/prompts'))).toBeNull();
    expect(serverViolation(at('server/features/a/x.test.ts'), at('server/features/b/y'), { testFile: true })).toBeNull();
  });

  it('keeps the server tiers in order: index.ts, app.ts, jobs, features, lib, integrations, db, env.ts', () => {
    expect(serverTierOf('server/index.ts')).toBe('entry');
    expect(serverTierOf('server/app.ts')).toBe('app');
    expect(serverTierOf('server/jobs/publish.job.ts')).toBe('jobs');
    expect(serverTierOf('server/lib/job-runner.ts')).toBe('lib');
    expect(serverViolation(at('server/jobs/publish.job.ts'), at('server/lib/job-runner'))).toBeNull();
    expect(serverViolation(at('server/features/publishing/publications.service.ts'), at('server/lib/job-queue'))).toBeNull();
    expect(serverViolation(at('server/features/publishing/publications.service.ts'), at('server/jobs/publish.job'))).toMatch(/below server\/jobs/);
    expect(serverViolation(at('server/lib/mail-queue.ts'), at('server/jobs/mail-retry.job'))).toMatch(/below server\/jobs/);
    expect(serverViolation(at('server/lib/viewer.ts'), at('server/features/accounts'))).toMatch(/below server\/features/);
    expect(serverViolation(at('server/jobs/app-jobs.ts'), at('server/app'))).toMatch(/below server\/app\.ts/);
    expect(serverViolation(at('server/app.ts'), at('server/index'))).toMatch(/below server\/index\.ts/);
    expect(serverViolation(at('server/lib/app-context.ts'), at('server/integrations/llm/llm'))).toBeNull();
    expect(serverViolation(at('server/integrations/mail/mailer.ts'), at('server/lib/logger'))).toMatch(/below server\/lib/);
    expect(serverViolation(at('server/db/client.ts'), at('server/lib/app-root'))).toMatch(/below server\/lib/);
    expect(serverViolation(at('server/env.ts'), at('server/lib/instance'))).toMatch(/below server\/lib/);
    expect(serverViolation(at('server/lib/instance.ts'), at('server/env'))).toBeNull();
  });

  it('keeps server/testing for tests', () => {
    expect(serverViolation(at('server/features/images/helpers.ts'), at('server/testing/test-app'))).toMatch(/only tests/);
    expect(serverViolation(at('server/features/images/images.test.ts'), at('server/testing/test-app'), { testFile: true })).toBeNull();
    expect(serverViolation(at('server/testing/pay-kit.ts'), at('server/features/credits/payments.service'))).toBeNull();
  });
});
