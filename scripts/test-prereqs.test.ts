import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH, planAfterInstall, planPrereqs, type Prereqs } from './test-prereqs.mjs';

const debian = (over: Partial<Prereqs> = {}): Prereqs => ({
  isRoot: true,
  hasApt: true,
  chromiumPath: DEFAULT_CHROMIUM_PATH,
  chromiumFound: true,
  fontsFound: true,
  ...over,
});

describe('what npm test does about Chromium and Korean fonts first (scripts/test-prereqs.mjs)', () => {
  it('goes on when both are there, root or not', () => {
    expect(planPrereqs(debian())).toEqual({ action: 'ok' });
    expect(planPrereqs(debian({ isRoot: false }))).toEqual({ action: 'ok' });
  });

  it('installs what is missing from Debian when it runs as root', () => {
    expect(planPrereqs(debian({ chromiumFound: false, fontsFound: false }))).toEqual({ action: 'install', packages: ['chromium', 'fonts-noto-cjk'] });
    expect(planPrereqs(debian({ chromiumFound: false }))).toEqual({ action: 'install', packages: ['chromium'] });
    expect(planPrereqs(debian({ fontsFound: false }))).toEqual({ action: 'install', packages: ['fonts-noto-cjk'] });
  });

  it('stops at once without root, with one line giving the exact command for what is missing', () => {
    const plan = planPrereqs(debian({ isRoot: false, chromiumFound: false, fontsFound: false }));
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('`sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk`');
    expect(message).not.toContain('\n');
    const fontsOnly = planPrereqs(debian({ isRoot: false, fontsFound: false }));
    expect(fontsOnly.action === 'stop' && fontsOnly.message).toContain('`sudo apt-get update && sudo apt-get install -y fonts-noto-cjk`');
  });

  it('looks for the browser where CHROMIUM_PATH points, as the e2e suite does', () => {
    const hidden = debian({ chromiumPath: '/nonexistent', chromiumFound: false });
    expect(planPrereqs(hidden)).toEqual({ action: 'install', packages: ['chromium'] });
    const asMember = planPrereqs({ ...hidden, isRoot: false });
    expect(asMember.action === 'stop' && asMember.message).toMatch(/apt-get install -y chromium`, then unset CHROMIUM_PATH \(nothing at \/nonexistent\)/);
    // Debian installs it at /usr/bin/chromium: a CHROMIUM_PATH elsewhere still finds nothing, and says so.
    const after = planAfterInstall({ chromiumPath: '/nonexistent', chromiumFound: false });
    expect(after.action === 'stop' && after.message).toContain('unset it');
    expect(planAfterInstall({ chromiumPath: DEFAULT_CHROMIUM_PATH, chromiumFound: true })).toEqual({ action: 'ok' });
    // A browser of one's own elsewhere is enough.
    expect(planPrereqs(debian({ isRoot: false, chromiumPath: '/opt/chrome/chrome' }))).toEqual({ action: 'ok' });
  });

  it('outside Debian asks only for a Chromium, named by CHROMIUM_PATH, and never for apt', () => {
    const plan = planPrereqs({ isRoot: true, hasApt: false, chromiumPath: DEFAULT_CHROMIUM_PATH, chromiumFound: false, fontsFound: null });
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.message).toContain('`CHROMIUM_PATH=/path/to/chromium npm test`');
    expect(plan.action === 'stop' && plan.message).not.toContain('apt-get');
    const ownBrowser = { isRoot: false, hasApt: false, chromiumPath: '/Applications/Chromium', chromiumFound: true, fontsFound: null };
    expect(planPrereqs(ownBrowser)).toEqual({ action: 'ok' });
  });

  it('runs as a script: exit 0 and silent when the browser is there', async () => {
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['scripts/test-prereqs.mjs'], { env: { ...process.env, CHROMIUM_PATH: process.execPath } }, (error, stdout, stderr) =>
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }),
      );
    });
    expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});
