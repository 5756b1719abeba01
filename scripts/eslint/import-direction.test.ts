import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFeatureIndex, serverTierOf, serverViolation, tierOf, violation } from './import-direction.js';

const at = (rel: string) => path.join(process.cwd(), rel);

describe('the import-direction lint rule', () => {
  it('knows the tier of each folder', () => {
    expect(tierOf(at('src/app/router.tsx'))).toBe('app');
    expect(tierOf(at('src/features/auth/modal-store.ts'))).toBe('feature:auth');
    expect(tierOf(at('src/components/ui/button.tsx'))).toBe('components');
    expect(tierOf(at('contracts/health.ts'))).toBe('contracts');
    expect(tierOf(at('server/app.ts'))).toBe('server');
  });

  it('lets imports flow app → features → components, lib, config', () => {
    expect(violation('app', 'feature:auth')).toBeNull();
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
