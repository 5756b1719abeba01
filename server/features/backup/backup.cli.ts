// `npm run backup [FILE]` and `npm run restore FILE`: the embedded database and DATA_DIR/files in one
// file, and back. A backup asks the running server (found through DATA_DIR/server.json) for a
// consistent dump; with no server running it opens the database itself.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../db/client';
import { EnvError, loadEnv } from '../../env';
import { appVersion } from '../../lib/app-root';
import { BACKUP_MESSAGES, buildBackup, readRunningServer, restoreBackup } from './backup.service';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string) => {
  process.stderr.write(`${line}\n`);
  process.exit(1);
};

async function backup(target: string | undefined) {
  const env = loadEnv();
  if (env.DATABASE_URL) fail(BACKUP_MESSAGES.postgres);
  const file = path.resolve(target ?? `geulbit-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.zip`);
  const running = readRunningServer(env.dataDir);
  let bytes: Uint8Array;
  if (running) {
    const res = await fetch(`${running.url}/api/internal/backup`, { headers: { authorization: `Bearer ${running.token}` } });
    if (!res.ok) fail(`실행 중인 서버(${running.url})가 백업을 만들지 못했습니다: HTTP ${res.status}`);
    bytes = new Uint8Array(await res.arrayBuffer());
    say(`실행 중인 서버(pid ${running.pid})에서 백업을 받았습니다.`);
  } else {
    const database = await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
    try {
      bytes = await buildBackup({ dumpDatabase: () => (database.dumpDataDir as NonNullable<typeof database.dumpDataDir>)('gzip'), dataDir: env.dataDir, version: appVersion() });
    } finally {
      await database.close();
    }
  }
  writeFileSync(file, bytes, { mode: 0o600 });
  say(`백업을 저장했습니다 (backup written): ${file} · ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
}

async function restore(source: string | undefined) {
  if (!source) fail('복원할 백업 파일을 지정하세요: npm run restore <파일>');
  const env = loadEnv();
  if (env.DATABASE_URL) fail(BACKUP_MESSAGES.postgres);
  const { manifest, movedAside } = await restoreBackup(env.dataDir, readFileSync(path.resolve(source as string)), async (pgliteDir, tarball) => {
    const db = await PGlite.create(pgliteDir, { loadDataDir: tarball });
    await db.close();
  });
  // Opening it the way the server does applies migrations the backup is older than.
  const database = await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
  await database.close();
  say(`복원했습니다 (restored): ${manifest.createdAt} 의 백업, 파일 ${manifest.files}개.`);
  for (const aside of movedAside) say(`  이전 데이터는 옮겨 두었습니다: ${aside}`);
}

const [command, file] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(file);
  else if (command === 'restore') await restore(file);
  else fail('사용법: backup.cli.ts backup [FILE] | restore FILE');
} catch (err) {
  if (err instanceof EnvError) fail(err.message);
  fail(err instanceof Error ? err.message : String(err));
}
