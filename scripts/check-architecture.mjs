// What ESLint's per-file rule (scripts/eslint/import-direction.js) cannot see, checked over the whole tree:
//   1. no import cycle between files, type imports included;
//   2. no cycle between features (a feature uses another only through its index.ts, and never both ways);
//   3. one name, one thing: two files share a name only inside one feature (see docs/architecture.md).
// Run by `npm run lint`; exits 1 with one line per problem.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import madge from 'madge';

const ROOTS = ['server', 'src', 'contracts'];

/** Names any folder may use for its own file: an entry, the SPA feature's strings, each side's settings reader. */
export const SHARED_NAMES = new Set(['index.ts', 'messages.ts', 'env.ts']);

const isTest = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file);

/** The feature a file belongs to ('server:credits', 'src:generations'), or null. */
export function featureOf(file) {
  const m = /^(server|src)\/features\/([^/]+)\//.exec(file);
  return m ? `${m[1]}:${m[2]}` : null;
}

/**
 * What a file's name stands for: its feature for files inside one; for contracts/, db/schema/ and each
 * side's lib/, the name itself (contracts/credits.ts, db/schema/credits.ts and features/credits/ are one
 * thing: credits; server/lib/admin-crud.ts and src/lib/admin-crud.ts, the admin CRUD); otherwise its folder.
 */
export function ownerOf(file) {
  const inFeature = /^(?:server|src)\/features\/([^/]+)\//.exec(file);
  if (inFeature) return inFeature[1];
  const named = /^(?:contracts|server\/db\/schema|server\/lib|src\/lib)\/([^/]+?)(?:\.test)?\.tsx?$/.exec(file);
  if (named) return named[1];
  return path.posix.dirname(file);
}

/** Names carried by files of more than one owner: `[name, files]` pairs. */
export function sharedNames(files) {
  const byName = new Map();
  for (const file of files) {
    const name = path.posix.basename(file);
    if (SHARED_NAMES.has(name)) continue;
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return [...byName].filter(([, list]) => new Set(list.map(ownerOf)).size > 1);
}

/** Every cycle of a directed graph (`Map<node, Iterable<node>>`) as a list of nodes, one per strongly connected group. */
export function cyclesOf(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) === order.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? new Set()).has(node)) groups.push(group.reverse());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return groups;
}

/** The features each feature imports, from a file graph (`{ file: [imported files] }`); tests left out. */
export function featureGraph(files) {
  const graph = new Map();
  for (const [file, imports] of Object.entries(files)) {
    const from = featureOf(file);
    if (!from || isTest(file)) continue;
    for (const target of imports) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      graph.set(from, new Set([...(graph.get(from) ?? []), to]));
    }
  }
  return graph;
}

async function main() {
  const problems = [];
  const tree = await madge(ROOTS, { fileExtensions: ['ts', 'tsx'], tsConfig: 'tsconfig.json' });
  for (const cycle of tree.circular()) problems.push(`import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  for (const cycle of cyclesOf(featureGraph(tree.obj()))) problems.push(`features that import each other in a circle: ${cycle.join(', ')}`);
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...ROOTS], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f));
  for (const [name, list] of sharedNames(files)) problems.push(`one name, two things: ${name} is ${list.join(' and ')}`);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
