import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readTar, tarEnd, tarHeader, tarPadding } from './tar';

// One file holds it all, as a gzipped tar written and read a piece at a time: a manifest, then the
// embedded database's data directory (a snapshot, see openBackup) and every stored file under DATA_DIR/files.
export const BACKUP_FORMAT = 'geulbit-backup-2';
export const BACKUP_MESSAGES = {
  notBackup: '글빛 백업 파일이 아닙니다 (manifest.json 이 없거나 형식이 다릅니다).',
  serverRunning: '서버가 실행 중입니다. 복원하기 전에 서버를 멈추세요 (stop the server before restoring).',
  postgres: 'DATABASE_URL(PostgreSQL)을 쓰는 서버는 pg_dump / pg_restore 로 백업하세요. npm run backup 은 내장 PGlite용입니다.',
} as const;

export type BackupManifest = { format: typeof BACKUP_FORMAT; createdAt: string; version: string; files: number; databaseFiles: number };
/** What a running server leaves in DATA_DIR so `npm run backup` on the same machine can ask it for a consistent dump. */
export type RunningServer = { pid: number; url: string; token: string };
/** Copies the database's data directory, consistent, into an empty folder. */
export type SnapshotDatabase = (targetDir: string) => Promise<void>;

const RUNNING_FILE = 'server.json';
const SNAPSHOT_PREFIX = '.backup-';
const filesDirOf = (dataDir: string) => path.join(dataDir, 'files');

/** Files below `dir`, relative, sorted; with `folders`, each folder too (as `rel/`), before what it holds. */
function* walk(dir: string, { folders = false } = {}, prefix = ''): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) {
      if (folders) yield `${rel}/`;
      yield* walk(full, { folders }, rel);
    }
    // A temp file is a write still under way (or one a full disk cut short): not part of what is saved.
    else if (!name.endsWith('.tmp')) yield rel;
  }
}

/** One archive entry read from disk a chunk at a time; nothing when the file went away meanwhile. */
async function* fileEntry(name: string, file: string): AsyncGenerator<Buffer> {
  if (name.endsWith('/')) {
    yield tarHeader(name, 0);
    return;
  }
  const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (!handle) return;
  try {
    const { size, mtime } = await handle.stat();
    yield tarHeader(name, size, mtime);
    let written = 0;
    if (size > 0) {
      for await (const chunk of handle.createReadStream({ start: 0, end: size - 1, autoClose: false }) as AsyncIterable<Buffer>) {
        written += chunk.length;
        yield chunk;
      }
    }
    // Stored files never change once written; should one shrink anyway, the header's size still holds.
    if (written < size) yield Buffer.alloc(size - written);
    yield tarPadding(size);
  } finally {
    await handle.close();
  }
}

async function* archiveChunks(snapshotDir: string, dataDir: string, version: string): AsyncGenerator<Buffer> {
  const database = [...walk(snapshotDir, { folders: true })];
  const files = [...walk(filesDirOf(dataDir))];
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), version, files: files.length, databaseFiles: database.filter((rel) => !rel.endsWith('/')).length };
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
  yield tarHeader('manifest.json', manifestBytes.length);
  yield manifestBytes;
  yield tarPadding(manifestBytes.length);
  for (const rel of database) yield* fileEntry(`pglite/${rel}`, path.join(snapshotDir, rel));
  for (const rel of files) yield* fileEntry(`files/${rel}`, path.join(filesDirOf(dataDir), rel));
  yield tarEnd();
}

/**
 * Starts a backup as a stream (gzipped tar) that reads one chunk at a time as it is consumed. The
 * database is snapshotted first (a copy of its data directory taken between transactions, so it is
 * consistent while the server runs), then the files, which are written before the rows that name
 * them, so every row in the snapshot finds its file. The snapshot folder goes when the stream ends.
 */
export async function openBackup({ snapshotDatabase, dataDir, version }: { snapshotDatabase: SnapshotDatabase; dataDir: string; version: string }) {
  mkdirSync(dataDir, { recursive: true });
  removeStaleSnapshots(dataDir);
  const snapshotDir = mkdtempSync(path.join(dataDir, `${SNAPSHOT_PREFIX}${process.pid}-`));
  const cleanUp = () => rmSync(snapshotDir, { recursive: true, force: true });
  try {
    await snapshotDatabase(snapshotDir);
  } catch (err) {
    cleanUp();
    throw err;
  }
  return pipeline(Readable.from(archiveChunks(snapshotDir, dataDir, version)), createGzip(), cleanUp);
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the snapshot folders that a backup left behind when its process died half-way (killed, out of
 * memory, the machine restarted): each is named after the process that made it (`.backup-<pid>-…`), and only
 * those whose process is gone are removed, so a backup still running in another process keeps its copy.
 * A folder without a number (from before the name carried one) is removed as well. Returns what was removed.
 */
export function removeStaleSnapshots(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith(SNAPSHOT_PREFIX)) continue;
    const pid = Number(/^\.backup-(\d+)-/.exec(name)?.[1] ?? NaN);
    if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) continue;
    rmSync(path.join(dataDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Writes a backup stream to a file (owner-only), bounded in memory; returns its size in bytes. */
export async function writeBackupFile(stream: AsyncIterable<Uint8Array> | NodeJS.ReadableStream, file: string) {
  await pipelineAsync(stream, createWriteStream(file, { mode: 0o600 }));
  return statSync(file).size;
}

// pipeline hands a missing or unreadable file on to the reader as an error, instead of an unhandled one.
const entriesOf = (file: string) => readTar(pipeline(createReadStream(file), createGunzip(), () => undefined) as AsyncIterable<Buffer>);
const safeName = (name: string) =>
  (name.startsWith('pglite/') || name.startsWith('files/')) && !name.split('/').some((part) => part === '..' || part === '') && !path.isAbsolute(name);

/** Reads a backup file through once, keeping nothing but its manifest, and checks every part. */
export async function checkBackup(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  let hasDatabase = false;
  try {
    for await (const entry of entriesOf(file)) {
      if (!manifest) {
        if (entry.name !== 'manifest.json' || entry.size > 64 * 1024) break;
        const parts: Buffer[] = [];
        for await (const chunk of entry.body) parts.push(chunk);
        manifest = JSON.parse(Buffer.concat(parts).toString('utf8')) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT) break;
      } else if (!safeName(entry.name)) {
        throw new Error(entry.name);
      } else if (entry.name === 'pglite/PG_VERSION') hasDatabase = true;
    }
  } catch {
    throw new Error(BACKUP_MESSAGES.notBackup);
  }
  if (manifest?.format !== BACKUP_FORMAT || !hasDatabase) throw new Error(BACKUP_MESSAGES.notBackup);
  return manifest;
}

/**
 * Puts a backup in place under DATA_DIR (the server must be stopped), a file at a time. What was
 * there is moved aside to `*.before-restore-<time>`, never deleted, so a wrong file costs nothing.
 */
export async function restoreBackup(dataDir: string, file: string) {
  const manifest = await checkBackup(file);
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
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true, mode: 0o700 });
  for await (const entry of entriesOf(file)) {
    if (!safeName(entry.name)) continue;
    const target = path.join(dataDir, entry.name);
    if (entry.folder) {
      mkdirSync(target, { recursive: true, mode: 0o700 });
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    await pipelineAsync(Readable.from(entry.body), createWriteStream(target, { mode: 0o600 }));
  }
  return { manifest, movedAside: moved };
}

/** Called by a PGlite server once it listens: the token lets a local `npm run backup` ask it for a dump. */
export function announceRunningServer(dataDir: string, url: string): RunningServer {
  const running: RunningServer = { pid: process.pid, url, token: randomBytes(32).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  removeStaleSnapshots(dataDir);
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
