import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const maps = new Map();
function orig(cf) {
  const m = /\/assets\/([^/?]+\.js)/.exec(cf.url);
  if (!m) return { file: cf.url ? cf.url.replace(/^https?:\/\/[^/]+/, '') : '(native)', name: cf.functionName || '(anon)' };
  const f = `/work/main/dist/client/assets/${m[1]}.map`;
  if (!maps.has(f)) maps.set(f, existsSync(f) ? new SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))) : null);
  const c = maps.get(f);
  if (!c) return { file: m[1], name: cf.functionName };
  const p = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  return { file: (p.source ?? m[1]).replace(/^.*node_modules\//, 'nm:').replace(/^.*\/src\//, 'src/'), name: p.name ?? cf.functionName, line: p.line };
}
// sample times
let t = prof.startTime; const times = [];
for (let i = 0; i < prof.samples.length; i++) { t += prof.timeDeltas[i]; times.push(t); }
const t0 = prof.startTime;
const from = Number(process.argv[3] ?? 0) * 1000, to = Number(process.argv[4] ?? 1e9) * 1000;
const self = new Map(), incl = new Map(), buckets = new Map();
for (let i = 0; i < prof.samples.length; i++) {
  const rel = times[i] - t0; if (rel < from || rel > to) continue;
  const dt = (prof.timeDeltas[i + 1] ?? 200) / 1000;
  let id = prof.samples[i]; const n = nodes.get(id);
  const name = n.callFrame.functionName;
  if (name === '(idle)' || name === '(program)' ) { continue; }
  const b = Math.floor(rel / 50000) * 50; buckets.set(b, (buckets.get(b) ?? 0) + dt);
  const o = orig(n.callFrame); const k = `${o.file}:${o.name}`;
  self.set(k, (self.get(k) ?? 0) + dt);
  const seen = new Set();
  while (id !== undefined) { const nn = nodes.get(id); const oo = orig(nn.callFrame); const key = oo.file.startsWith('nm:') ? oo.file.split('/').slice(0, 2).join('/') : `${oo.file}:${oo.name}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + dt); } id = parent.get(id); }
}
console.log('busy per 50ms bucket:', [...buckets].sort((a,b)=>a[0]-b[0]).map(([b, v]) => `${b}:${Math.round(v)}`).join(' '));
console.log('--- self top'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1), k);
console.log('--- inclusive top'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(v.toFixed(1), k);
