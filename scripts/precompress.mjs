// Writes file.br (brotli, quality 11) and file.gz (gzip -9) beside every text file of dist/client, so
// the server sends assets compressed at the best ratio without spending CPU per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = process.argv[2] ?? 'dist/client';
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|map)$/;
// Smaller files fit in the first packets either way; the server's threshold matches (compression.ts).
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const jobs = [];
for await (const file of textFiles(ROOT)) {
  jobs.push(
    (async () => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [b, g] = await Promise.all([
        br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gz(bytes, { level: 9 }),
      ]);
      // A compressed copy that is not smaller would only cost the client time to decode it.
      if (b.length < bytes.length) await writeFile(`${file}.br`, b);
      if (g.length < bytes.length) await writeFile(`${file}.gz`, g);
    })(),
  );
}
await Promise.all(jobs);
