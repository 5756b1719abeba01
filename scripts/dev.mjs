// `npm run dev`: the API (tsx watch, restarts on change) and the Vite dev server (hot reload),
// which proxies /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8787';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
