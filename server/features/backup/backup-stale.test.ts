import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBackup, removeStaleSnapshots } from './backup.service';

const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-stale-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A pid that belonged to a process which has ended. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

function leftover(name: string) {
  mkdirSync(path.join(dataDir, name, 'base'), { recursive: true });
  writeFileSync(path.join(dataDir, name, 'base', 'page'), Buffer.alloc(4096));
}

describe('snapshot folders left by a backup whose process died', () => {
  it('are removed by the next backup, while a live process keeps its own', async () => {
    const dead = `.backup-${await deadPid()}-aB3xYz`;
    const live = `.backup-${process.pid}-kEEp01`;
    leftover(dead);
    leftover(live);
    leftover('.backup-Q1w2E3'); // the name a snapshot had before it carried its process id
    writeFileSync(path.join(dataDir, 'keep.txt'), 'not a snapshot');

    const stream = await openBackup({ dataDir, version: 'test', snapshotDatabase: async (dir) => writeFileSync(path.join(dir, 'PG_VERSION'), '17') });
    const during = readdirSync(dataDir).filter((n) => n.startsWith('.backup-'));
    expect(during).not.toContain(dead);
    expect(during).not.toContain('.backup-Q1w2E3');
    expect(during).toContain(live);
    // This backup's own snapshot is named after this process, so it is never taken for a dead one's.
    expect(during.filter((n) => n !== live)).toEqual([expect.stringMatching(new RegExp(`^\\.backup-${process.pid}-`))]);
    for await (const chunk of stream) void chunk;
    expect(readdirSync(dataDir).filter((n) => n.startsWith('.backup-'))).toEqual([live]);
    expect(existsSync(path.join(dataDir, 'keep.txt'))).toBe(true);

    expect(removeStaleSnapshots(dataDir)).toEqual([]);
  });
});
