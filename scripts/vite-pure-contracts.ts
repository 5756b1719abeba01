import { readFileSync } from 'node:fs';
import { type ESTree, parseAst, type Plugin } from 'vite';

type Node = ESTree.Node & { start: number; end: number };

const isFunction = (n: Node) => n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration';

/** Whether `root` calls anything (or waits) as it is evaluated, not counting functions it only defines. */
function evaluatesCalls(root: Node): boolean {
  if (isFunction(root)) return false;
  if (root.type === 'CallExpression' || root.type === 'NewExpression' || root.type === 'AwaitExpression') return true;
  for (const value of Object.values(root)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (child && typeof child === 'object' && typeof (child as Node).type === 'string' && evaluatesCalls(child as Node)) return true;
  }
  return false;
}

// A contract imported with `import()` (a schema a form loads when it first validates) becomes a module of its own.
const LAZY = '?lazy-contract';

const hasAwait = (code: string, node: Node) => /\bawait\b/.test(code.slice(node.start, node.end));

/**
 * Marks what a module of contracts/ computes at its top level (zod schemas, tables of constants) as free of side effects,
 * for the SPA's build: a page that imports one constant of `contracts/accounts.ts` then gets that constant, not every
 * schema of the file and zod with them (≈ 35 KB compressed). Each top-level `const x = <something that calls>` becomes
 * `const x = /* @__PURE__ *\/ (() => <something that calls>)()`: the same value when used, and nothing (not even the
 * property reads of its arguments, which a bare annotation keeps) when not. A contract file holds values only (it
 * imports only zod, a lint rule says so), so a value no page uses may go; any statement that is not a declaration stays.
 *
 * A contract that a page imports for its constants and `import()`s for a schema would still be one module, in the page's
 * chunk, schema included: the `import()` gets a copy of the module of its own (`?lazy-contract`), in a chunk that loads
 * with it. The copy holds values only, so two copies behave as one.
 */
export function pureContracts({ dir }: { dir: string }): Plugin {
  return {
    name: 'pure-contracts',
    apply: 'build',
    // After TypeScript is stripped: the code is plain JavaScript here.
    enforce: 'post',
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (options.kind !== 'dynamic-import' || !importer) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && resolved.id.startsWith(dir) && !resolved.id.includes('?') ? `${resolved.id}${LAZY}` : null;
      },
    },
    load(id) {
      return id.endsWith(LAZY) ? readFileSync(id.slice(0, -LAZY.length), 'utf8') : null;
    },
    transform(code, id) {
      const file = id.endsWith(LAZY) ? id.slice(0, -LAZY.length) : id;
      if (!file.startsWith(dir) || !/\.[cm]?[jt]sx?$/.test(file) || /\.test\.[jt]sx?$/.test(file)) return null;
      const program = parseAst(code) as unknown as ESTree.Program;
      const wrap: Node[] = [];
      for (const statement of program.body as Node[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' && statement.declaration ? (statement.declaration as Node) : statement;
        if (declaration.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init && evaluatesCalls(init as Node) && !hasAwait(code, init as Node)) wrap.push(init as Node);
        }
      }
      if (wrap.length === 0) return null;
      let out = '';
      let at = 0;
      for (const init of wrap) {
        out += `${code.slice(at, init.start)}/* @__PURE__ */ (() => (${code.slice(init.start, init.end)}))()`;
        at = init.end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
