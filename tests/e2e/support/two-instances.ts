// Two instances of the built server on one PostgreSQL behind a round-robin proxy, as a load balancer
// without sticky sessions would run them. The end-to-end suite starts it in place of one server when
// E2E_TWO_INSTANCES=1: PORT is the proxy's, INSTANCE_PORTS the two servers'; every other setting
// (DATABASE_URL, DATA_DIR, …) goes to both. The database starts empty, as a fresh DATA_DIR would.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import pg from 'pg';
import { SERVER_NODE_ENV, SERVER_NODE_FLAGS } from '../../../scripts/start-command';

const port = Number(process.env.PORT);
const instancePorts = (process.env.INSTANCE_PORTS ?? '').split(',').map(Number).filter(Boolean);
const databaseUrl = process.env.DATABASE_URL;
if (!port || instancePorts.length < 2 || !databaseUrl) {
  process.stderr.write('two-instances: PORT, INSTANCE_PORTS (two or more) and DATABASE_URL are required\n');
  process.exit(1);
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
await client.end();

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const [i, instancePort] of instancePorts.entries()) {
  // Each instance runs as `npm start` runs the server (its Node flags and environment).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/index.js'], {
    env: { ...process.env, ...SERVER_NODE_ENV, PORT: String(instancePort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    process.stderr.write(`two-instances: instance ${i + 1} (port ${instancePort}) exited (${code ?? signal})\n`);
    stopAll();
    process.exit(1);
  });
  children.push(child);
}

// Round robin per request, so consecutive requests of one browser land on different instances.
let next = 0;
const proxy = createServer((req, res) => {
  const target = instancePorts[next++ % instancePorts.length];
  const upstream = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('instance unreachable');
  });
  // A reader that leaves mid-stream (SSE) closes the upstream request too, as a real balancer does.
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
});
// Until both instances answer, the proxy answers 503 on /api/health so the suite waits for both.
let ready = false;
const gate = createServer((req, res) => {
  if (!ready && req.url === '/api/health') {
    res.writeHead(503).end();
    return;
  }
  proxy.emit('request', req, res);
});
gate.listen(port, '127.0.0.1');
for (const instancePort of instancePorts) {
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${instancePort}/api/health`).then((r) => r.ok).catch(() => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 300));
  }
}
ready = true;
process.stdout.write(`two-instances: proxy ${port} → ${instancePorts.join(', ')}\n`);

const shutdown = () => {
  for (const child of children) child.removeAllListeners('exit');
  stopAll();
  gate.close();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
