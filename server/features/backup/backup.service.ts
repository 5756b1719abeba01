import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, type Zippable, zipSync } from 'fflate';

// One file holds it all: the embedded database (PGlite's own tarball of its data directory) and
// every stored file under DATA_DIR/files, with a manifest saying what it is.
export const BACKUP_FORMAT = 'geulbit-backup-1';
export const BACKUP_MESSAGES = {
  notBackup: '글빛 백업 파일이 아닙니다 (manifest.json 이 없거나 형식이 다릅니다).',
  serverRunning: '서버가 실행 중입니다. 복원하기 전에 서버를 멈추세요 (stop the server before restoring).',
  postgres: 'DATABASE_URL(PostgreSQL)을 쓰는 서버는 pg_dump / pg_restore 로 백업하세요. npm run backup 은 내장 PGlite용입니다.',
} as const;

export type BackupManifest = { format: typeof BACKUP_FORMAT; createdAt: string; version: string; files: number };
/** What a running server leaves in DATA_DIR so `npm run backup` on the same machine can ask it for a consistent dump. */
export type RunningServer = { pid: number; url: string; token: string };

const RUNNING_FILE = 'server.json';
const filesDirOf = (dataDir: string) => path.join(dataDir, 'files');

function* walk(dir: string, prefix = ''): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) yield* walk(full, rel);
    // A temp file is a write still under way (or one a full disk cut short): not part of what is saved.
    else if (!name.endsWith('.tmp')) yield rel;
  }
}

/**
 * Builds the backup: the database first (PGlite dumps its data directory between two queries, so
 * it is consistent while the server runs), then the files, which are written before the rows that
 * name them, so every row in the dump finds its file.
 */
export async function buildBackup({ dumpDatabase, dataDir, version }: { dumpDatabase: () => Promise<Blob>; dataDir: string; version: string }) {
  const database = new Uint8Array(await (await dumpDatabase()).arrayBuffer());
  const entries: Zippable = { 'pglite.tar.gz': [database, { level: 0 }] };
  let files = 0;
  for (const rel of walk(filesDirOf(dataDir))) {
    entries[`files/${rel}`] = [readFileSync(path.join(filesDirOf(dataDir), rel)), { level: 0 }];
    files += 1;
  }
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), version, files };
  entries['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(entries);
}

/** Reads and checks a backup file's parts. */
export function readBackup(bytes: Uint8Array) {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new Error(BACKUP_MESSAGES.notBackup);
  }
  const manifestBytes = entries['manifest.json'];
  const database = entries['pglite.tar.gz'];
  const manifest = manifestBytes ? (JSON.parse(strFromU8(manifestBytes)) as BackupManifest) : null;
  if (!manifest || manifest.format !== BACKUP_FORMAT || !database) throw new Error(BACKUP_MESSAGES.notBackup);
  const files = Object.entries(entries).filter(([name]) => name.startsWith('files/') && !name.endsWith('/'));
  for (const [name] of files) if (name.split('/').includes('..')) throw new Error(BACKUP_MESSAGES.notBackup);
  return { manifest, database, files: files.map(([name, data]) => ({ rel: name.slice('files/'.length), data })) };
}

/**
 * Puts a backup in place under DATA_DIR (the server must be stopped). What was there is moved aside
 * to `*.before-restore-<time>`, never deleted, so a wrong file costs nothing.
 */
export async function restoreBackup(dataDir: string, bytes: Uint8Array, loadDatabase: (pgliteDir: string, tarball: Blob) => Promise<void>) {
  const backup = readBackup(bytes);
  if (readRunningServer(dataDir)) throw new Error(BACKUP_MESSAGES.serverRunning);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const moved: string[] = [];
  for (const name of ['pglite', 'files']) {
    const current = path.join(dataDir, name);
    if (!existsSync(current)) continue;
    const aside = `${current}.before-restore-${stamp}`;
    renameSync(current, aside);
    moved.push(aside);
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  mkdirSync(pgliteDir, { recursive: true });
  await loadDatabase(pgliteDir, new Blob([new Uint8Array(backup.database)]));
  for (const { rel, data } of backup.files) {
    const file = path.join(filesDirOf(dataDir), rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
  return { manifest: backup.manifest, movedAside: moved };
}

/** Called by a PGlite server once it listens: the token lets a local `npm run backup` ask it for a dump. */
export function announceRunningServer(dataDir: string, url: string): RunningServer {
  const running: RunningServer = { pid: process.pid, url, token: randomBytes(32).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, RUNNING_FILE), JSON.stringify(running), { mode: 0o600 });
  return running;
}

export function withdrawRunningServer(dataDir: string) {
  rmSync(path.join(dataDir, RUNNING_FILE), { force: true });
}

/** The server running on this DATA_DIR, or null (no file, or its process is gone after a crash). */
export function readRunningServer(dataDir: string): RunningServer | null {
  const file = path.join(dataDir, RUNNING_FILE);
  if (!existsSync(file)) return null;
  const running = JSON.parse(readFileSync(file, 'utf8')) as RunningServer;
  try {
    process.kill(running.pid, 0);
    return running;
  } catch {
    return null;
  }
}

export const tokenMatches = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};
