// ESLint rule: imports flow one way (docs/architecture.md).
//   SPA: app → features → components, lib, config, stores;  the app and other features enter a feature only through
//   its index.ts, or by import() of one of its lazy/ files (a part that loads as a chunk of its own);
//   server: index.ts → app.ts → jobs/ → features/ → lib/ → integrations/ → db/ → env.ts, features through their index.ts;
//   the SPA imports only types from the server;  contracts/ imports only zod (and es-hangul);  the server never imports the SPA.
// Cycles and file names are checked over the whole tree by scripts/check-architecture.mjs.
import path from 'node:path';

const ROOT = process.cwd();

/** The tier a repository file belongs to, e.g. 'app', 'feature:auth', 'components', 'server'. */
export function tierOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (rel.startsWith('contracts/')) return 'contracts';
  if (rel.startsWith('server/')) return 'server';
  const m = /^src\/([^/]+)(?:\/([^/]+))?/.exec(rel);
  if (!m) return 'outside';
  const [, top, sub] = m;
  if (top === 'features' && sub) return `feature:${sub}`;
  if (['app', 'components', 'lib', 'config', 'stores', 'testing'].includes(top)) return top;
  return 'entry';
}

function resolveSource(file, source) {
  if (source.startsWith('@/')) return path.join(ROOT, 'src', source.slice(2));
  if (source.startsWith('@contracts/')) return path.join(ROOT, 'contracts', source.slice('@contracts/'.length));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

const SHARED = new Set(['components', 'lib', 'config', 'stores', 'contracts']);
// What both sides share may lean on zod, and on es-hangul for Korean particles (pure functions, no dependencies).
const CONTRACT_PACKAGES = new Set(['zod', 'es-hangul']);
const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
/** Whether a resolved import target is a feature's public entry, `src/features/<name>` or its index. */
export const isFeatureIndex = (target) =>
  /^src\/features\/[^/]+(\/index(\.tsx?)?)?$/.test(path.relative(ROOT, target).split(path.sep).join('/'));

/** Whether a resolved import target is one of a feature's lazy entries, `src/features/<name>/lazy/<part>`. */
export const isFeatureLazyEntry = (target) => /^src\/features\/[^/]+\/lazy\/[^/]+$/.test(path.relative(ROOT, target).split(path.sep).join('/'));

/**
 * How another tier may enter a feature: through its index.ts, or by `import()` of one of its lazy/ files,
 * which re-export a part that loads as a chunk of its own (a static import would pull it into the importer's
 * chunk, so lazy/ is for import() alone).
 */
function featureEntry({ featureIndex, lazyEntry, dynamic }, refusal) {
  if (featureIndex || (lazyEntry && dynamic)) return null;
  return lazyEntry ? "a feature's lazy/ files are loaded only by import()" : refusal;
}

/** Why an import from tier `from` to tier `to` is refused, or null when it is allowed. */
export function violation(
  from,
  to,
  { typeOnly = false, testFile = false, packageName = null, featureIndex = false, lazyEntry = false, dynamic = false } = {},
) {
  if (packageName !== null) {
    if (from === 'contracts' && !CONTRACT_PACKAGES.has(packageName) && !(testFile && packageName === 'vitest')) return 'contracts/ imports only zod';
    return null;
  }
  if (from === to) return null;
  if (from === 'contracts') return 'contracts/ imports only zod and other contracts';
  if (from === 'server') return to === 'contracts' ? null : 'the server never imports the SPA';
  if (to === 'server') return typeOnly ? null : 'the SPA imports only types from the server (use `import type`)';
  if (to === 'testing') return testFile || from === 'testing' ? null : 'only tests import src/testing';
  // The app and the entries may use every tier, but a feature only through its entries (tests may import any file).
  if (from === 'app' || from === 'entry') {
    if (!to.startsWith('feature:') || testFile) return null;
    return featureEntry({ featureIndex, lazyEntry, dynamic }, "the app enters a feature only through the feature's index.ts");
  }
  if (from === 'testing') return null;
  if (to === 'app' || to === 'entry') return `${from} must not import the app layer or entry files`;
  if (from.startsWith('feature:')) {
    // A feature's index.ts is its public surface (credits: the wallet, spending, prices); the rest stays private.
    if (to.startsWith('feature:')) {
      return featureEntry({ featureIndex, lazyEntry, dynamic }, "features import each other only through the other feature's index.ts");
    }
    return SHARED.has(to) ? null : `${from} may import only components, lib, config, stores and contracts`;
  }
  if (SHARED.has(from)) return SHARED.has(to) ? null : `${from} must not import ${to}`;
  return null;
}

const relOf = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * The server's tiers, top to bottom: a file imports its own tier or a lower one, type imports included.
 *   index.ts (starts the process) → app.ts (builds the app) → jobs/ (one handler per job) →
 *   features/<name>/ → lib/ (the app's shared code, the job runner among it) → integrations/ (one adapter
 *   per outside service) → db/ → env.ts.
 * A feature is entered only through its index.ts, from another feature, from jobs/ and from app.ts alike;
 * tests and server/testing/ may import any file, and only they import server/testing/.
 */
export const SERVER_TIERS = ['env', 'db', 'integrations', 'lib', 'features', 'jobs', 'app', 'entry'];

/** The tier of a file under server/, or null for one outside the tiers (a type declaration). */
export function serverTierOf(rel) {
  if (rel === 'server/index.ts' || rel === 'server/index') return 'entry';
  if (rel === 'server/app.ts' || rel === 'server/app') return 'app';
  if (rel === 'server/env.ts' || rel === 'server/env') return 'env';
  const m = /^server\/([^/]+)\//.exec(rel);
  if (!m) return null;
  if (m[1] === 'testing') return 'testing';
  return SERVER_TIERS.includes(m[1]) ? m[1] : null;
}

const TIER_NAMES = { entry: 'server/index.ts', app: 'server/app.ts', env: 'server/env.ts' };
const nameOfTier = (tier) => TIER_NAMES[tier] ?? `server/${tier}`;

export function serverViolation(fromFile, toFile, { testFile = false } = {}) {
  const from = relOf(fromFile);
  const to = relOf(toFile);
  const fromTier = serverTierOf(from);
  const toTier = serverTierOf(to);
  if (testFile || fromTier === 'testing') return null;
  if (toTier === 'testing') return 'only tests import server/testing';
  if (fromTier === null || toTier === null) return null;
  if (toTier === 'features') {
    const toFeature = /^server\/features\/([^/]+)/.exec(to)?.[1];
    const fromFeature = /^server\/features\/([^/]+)\//.exec(from)?.[1];
    if (fromFeature === toFeature) return null;
    const viaIndex = /^server\/features\/[^/]+(\/index(\.ts)?)?$/.test(to);
    if (fromTier === 'features' || fromTier === 'jobs' || fromTier === 'app' || fromTier === 'entry') {
      return viaIndex ? null : "server features are used only through the feature's index.ts";
    }
  }
  if (SERVER_TIERS.indexOf(toTier) > SERVER_TIERS.indexOf(fromTier)) return `${nameOfTier(fromTier)} sits below ${nameOfTier(toTier)} and must not import it`;
  return null;
}

const packageOf = (source) => (source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]);

export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the tiers of the app' },
    schema: [],
    messages: { wrongWay: "Import of '{{source}}' goes the wrong way: {{reason}}." },
  },
  create(context) {
    const file = context.filename;
    const from = tierOf(file);
    if (from === 'outside') return {};
    const check = (node, source, typeOnly, dynamic = false) => {
      if (typeof source !== 'string' || source.startsWith('node:')) return;
      const target = resolveSource(file, source);
      const reason =
        target === null
          ? violation(from, 'package', { typeOnly, packageName: packageOf(source), testFile: isTestFile(file) })
          : from === 'server' && tierOf(target) === 'server'
            ? serverViolation(file, target, { testFile: isTestFile(file) })
            : violation(from, tierOf(target), {
                typeOnly,
                testFile: isTestFile(file),
                featureIndex: isFeatureIndex(target),
                lazyEntry: isFeatureLazyEntry(target),
                dynamic,
              });
      if (reason) context.report({ node, messageId: 'wrongWay', data: { source, reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false, true),
    };
  },
};

export default { rules: { 'import-direction': importDirection } };
