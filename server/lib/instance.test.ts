import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { INSTANCE_ID, isInstanceDead, newInstanceId } from './instance';

const onLinux = process.platform === 'linux';

describe.skipIf(!onLinux)('instance liveness', () => {
  it('is alive for this process and its other runners, and for ids it cannot judge', () => {
    expect(INSTANCE_ID).toMatch(/^[^:]+:\d+:[0-9a-f]{8}:L.+\.\d+\.\d+$/);
    expect(isInstanceDead(INSTANCE_ID)).toBe(false);
    expect(isInstanceDead(newInstanceId())).toBe(false);
    expect(isInstanceDead('instance-a')).toBe(false);
    expect(isInstanceDead(null)).toBe(false);
    // Another machine or PID namespace: nothing can be proven from here.
    expect(isInstanceDead(INSTANCE_ID.replace(/:L[^.]+/, ':Lother-boot-id'))).toBe(false);
  });

  it('is dead once another process on this machine is killed, and when its PID was taken by another process', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', "import('./server/lib/instance.ts').then((m) => { console.log(m.INSTANCE_ID); setInterval(() => {}, 1000); })"], { stdio: ['ignore', 'pipe', 'inherit'] });
    const id = await new Promise<string>((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim())));
    expect(id).toContain(`:${child.pid}:`);
    expect(isInstanceDead(id)).toBe(false);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    expect(isInstanceDead(id)).toBe(true);
    // Our own PID with another start time: the process that had it before us.
    expect(isInstanceDead(INSTANCE_ID.replace(/\.\d+$/, '.1'))).toBe(true);
  });
});
