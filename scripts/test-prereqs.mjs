// What `npm test` needs from the machine before anything runs: Debian's Chromium (where the e2e suite looks
// for it: CHROMIUM_PATH, else /usr/bin/chromium) and Korean fonts, without which Korean renders as empty boxes.
// As root on Debian it installs what is missing; otherwise it stops at once with the one command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const FONTS_PACKAGE = 'fonts-noto-cjk';

/**
 * The decision alone, from what was found on the machine:
 * `{ action: 'ok' }`, `{ action: 'install', packages }` (root on Debian), or `{ action: 'stop', message }` (one line).
 * `fontsFound` is null where it cannot be known (no dpkg): fonts are then not asked for.
 */
export function planPrereqs({ isRoot, hasApt, chromiumPath, chromiumFound, fontsFound }) {
  const custom = chromiumPath !== DEFAULT_CHROMIUM_PATH;
  const packages = [...(chromiumFound ? [] : ['chromium']), ...(fontsFound === false ? [FONTS_PACKAGE] : [])];
  if (packages.length === 0) return { action: 'ok' };
  if (!hasApt) {
    // Only Chromium can be missing here (fonts are known only through dpkg).
    const command = '`CHROMIUM_PATH=/path/to/chromium npm test`';
    return { action: 'stop', message: `npm test needs Chromium, and there is none at ${chromiumPath}: install Chromium and run ${command}` };
  }
  if (isRoot) return { action: 'install', packages };
  const command = `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
  const after = custom && !chromiumFound ? `, then unset CHROMIUM_PATH (nothing at ${chromiumPath}) and run npm test again` : ', then run npm test again';
  return { action: 'stop', message: `npm test needs ${packages.join(' and ')} from Debian: run \`${command}\`${after}` };
}

/** After an install as root: Debian puts Chromium at /usr/bin/chromium, which a CHROMIUM_PATH elsewhere does not see. */
export function planAfterInstall({ chromiumPath, chromiumFound }) {
  if (chromiumFound) return { action: 'ok' };
  const where = `Chromium is installed at ${DEFAULT_CHROMIUM_PATH} but CHROMIUM_PATH points at ${chromiumPath}`;
  return { action: 'stop', message: `${where}, where there is none: unset it and run npm test again` };
}

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether dpkg holds the package as installed; null without dpkg (not Debian). */
function debianPackageInstalled(name) {
  const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  if (query.error) return null;
  return query.status === 0 && query.stdout.includes('install ok installed');
}

function inspect() {
  const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  return {
    isRoot: process.getuid?.() === 0,
    hasApt: existsSync('/etc/debian_version') && executable('/usr/bin/apt-get'),
    chromiumPath,
    chromiumFound: executable(chromiumPath),
    fontsFound: debianPackageInstalled(FONTS_PACKAGE),
  };
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    console.error(`test-prereqs: \`${command} ${args.join(' ')}\` failed (${result.error?.message ?? `exit ${result.status}`})`);
    process.exit(1);
  }
}

function main() {
  const plan = planPrereqs(inspect());
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.action === 'install') {
    console.warn(`test-prereqs: installing ${plan.packages.join(' ')} from Debian (apt-get update && apt-get install -y ${plan.packages.join(' ')})`);
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', ...plan.packages]);
    const after = planAfterInstall(inspect());
    if (after.action === 'stop') {
      console.error(after.message);
      process.exit(1);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
