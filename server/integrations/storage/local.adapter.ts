import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Files under DATA_DIR/files/: fine for one instance; a second instance would not see them. */
export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => {
    // Keys come from our own code, but a path that climbs out of the root must never be accepted.
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    driver: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } catch (err) {
        // A full disk leaves part of the file behind: it would only take more of the space.
        await rm(temp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: () => null,
  };
}
