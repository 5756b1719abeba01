// `npm run backup [FILE]` and `npm run restore FILE`: the embedded database and DATA_DIR/files in one
// file, and back. A backup asks the running server (found through DATA_DIR/server.json) for a
// consistent dump; with no server running it opens the database itself.
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { EnvError, loadEnv } from '../../env';
import { appVersion } from '../../db/app-root';
import { BACKUP_MESSAGES, openBackup, readRunningServer, restoreBackup, writeBackupFile } from './backup.service';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string) => {
  process.stderr.write(`${line}\n`);
  process.exit(1);
};
const peakMb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);

async function backup(target: string | undefined) {
  const env = loadEnv();
  if (env.DATABASE_URL) fail(BACKUP_MESSAGES.postgres);
  const file = path.resolve(target ?? `geulbit-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const running = readRunningServer(env.dataDir);
  let bytes: number;
  if (running) {
    // node:http, not fetch: fetch's body stalled for good part-way through a 140 MB backup about one run in three
    // (Node 20.20, the server just started); the server's stream was whole to curl and to node:http every time.
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${running.url}/api/internal/backup`, { headers: { authorization: `Bearer ${running.token}` } }, resolve).on('error', reject);
    });
    if (res.statusCode !== 200) {
      res.resume();
      fail(`실행 중인 서버(${running.url})가 백업을 만들지 못했습니다: HTTP ${res.statusCode ?? 0}`);
    }
    bytes = await writeBackupFile(res, file);
    say(`실행 중인 서버(pid ${running.pid})에서 백업을 받았습니다.`);
  } else {
    const database = await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
    try {
      const snapshotDatabase = database.snapshotDataDir as NonNullable<typeof database.snapshotDataDir>;
      bytes = await writeBackupFile(await openBackup({ snapshotDatabase, dataDir: env.dataDir, version: appVersion() }), file);
    } finally {
      await database.close();
    }
  }
  say(`백업을 저장했습니다 (backup written): ${file} · ${(bytes / 1024 / 1024).toFixed(1)} MB · 최대 메모리(peak RSS) ${peakMb()} MB`);
}

async function restore(source: string | undefined) {
  if (!source) fail('복원할 백업 파일을 지정하세요: npm run restore <파일>');
  const env = loadEnv();
  if (env.DATABASE_URL) fail(BACKUP_MESSAGES.postgres);
  const { manifest, movedAside } = await restoreBackup(env.dataDir, path.resolve(source as string));
  // Opening it the way the server does recovers the copy and applies migrations the backup is older than.
  const database = await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
  await database.close();
  say(`복원했습니다 (restored): ${manifest.createdAt} 의 백업, 파일 ${manifest.files}개 · 최대 메모리(peak RSS) ${peakMb()} MB`);
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
