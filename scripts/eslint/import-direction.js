// ESLint rule: imports flow one way (conventions.md, habit 1).
//   app → features → components, lib, config, stores;  a feature imports another only through its index.ts;
//   the SPA imports only types from the server;  contracts/ imports only zod;  the server never imports the SPA.
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
const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
/** Whether a resolved import target is a feature's public entry, `src/features/<name>` or its index. */
export const isFeatureIndex = (target) =>
  /^src\/features\/[^/]+(\/index(\.tsx?)?)?$/.test(path.relative(ROOT, target).split(path.sep).join('/'));

/** Why an import from tier `from` to tier `to` is refused, or null when it is allowed. */
export function violation(from, to, { typeOnly = false, testFile = false, packageName = null, featureIndex = false } = {}) {
  if (packageName !== null) {
    if (from === 'contracts' && packageName !== 'zod' && !(testFile && packageName === 'vitest')) return 'contracts/ imports only zod';
    return null;
  }
  if (from === to) return null;
  if (from === 'contracts') return 'contracts/ imports only zod and other contracts';
  if (from === 'server') return to === 'contracts' ? null : 'the server never imports the SPA';
  if (to === 'server') return typeOnly ? null : 'the SPA imports only types from the server (use `import type`)';
  if (to === 'testing') return testFile || from === 'testing' ? null : 'only tests import src/testing';
  if (from === 'app' || from === 'entry' || from === 'testing') return null;
  if (to === 'app' || to === 'entry') return `${from} must not import the app layer or entry files`;
  if (from.startsWith('feature:')) {
    // A feature's index.ts is its public surface (credits: the wallet, spending, prices); the rest stays private.
    if (to.startsWith('feature:')) return featureIndex ? null : "features import each other only through the other feature's index.ts";
    return SHARED.has(to) ? null : `${from} may import only components, lib, config, stores and contracts`;
  }
  if (SHARED.has(from)) return SHARED.has(to) ? null : `${from} must not import ${to}`;
  return null;
}

const relOf = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * Inside the server: a feature (server/features/<name>/) reaches another only through that feature's
 * index.ts; jobs do the same; lib, db and integrations never import features; app.ts and index.ts,
 * which compose the app, and tests may import any file.
 */
export function serverViolation(fromFile, toFile, { testFile = false } = {}) {
  const from = relOf(fromFile);
  const to = relOf(toFile);
  const toFeature = /^server\/features\/([^/]+)(\/.*)?$/.exec(to);
  if (!toFeature) return null;
  const fromFeature = /^server\/features\/([^/]+)\//.exec(from);
  if (fromFeature?.[1] === toFeature[1] || testFile) return null;
  if (from === 'server/app.ts' || from === 'server/index.ts' || from.startsWith('server/testing/')) return null;
  const viaIndex = /^server\/features\/[^/]+(\/index(\.ts)?)?$/.test(to);
  if (fromFeature || from.startsWith('server/jobs/')) return viaIndex ? null : "server features are used only through the feature's index.ts";
  return 'server/lib, db and integrations must not import features';
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
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string' || source.startsWith('node:')) return;
      const target = resolveSource(file, source);
      const reason =
        target === null
          ? violation(from, 'package', { typeOnly, packageName: packageOf(source), testFile: isTestFile(file) })
          : from === 'server' && tierOf(target) === 'server'
            ? serverViolation(file, target, { testFile: isTestFile(file) })
            : violation(from, tierOf(target), { typeOnly, testFile: isTestFile(file), featureIndex: isFeatureIndex(target) });
      if (reason) context.report({ node, messageId: 'wrongWay', data: { source, reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { 'import-direction': importDirection } };
