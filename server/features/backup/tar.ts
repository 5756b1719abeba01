// A plain ustar archive, written and read a piece at a time: each entry's size stands in its header,
// so neither side ever holds more than one chunk of a file (zip's streamed entries do not say theirs).
const BLOCK = 512;

const field = (header: Buffer, offset: number, length: number, value: string) => header.write(value, offset, length, 'utf8');
const octal = (header: Buffer, offset: number, length: number, value: number) => field(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);

/** Splits a path into ustar's prefix (155 bytes) and name (100 bytes). */
function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const [prefix, rest] = [name.slice(0, i), name.slice(i + 1)];
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`path too long for the backup archive: ${name}`);
}

/** The 512-byte header of a regular file, or of a folder (name ending in '/', size 0). */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  const folder = name.endsWith('/');
  const header = Buffer.alloc(BLOCK);
  const [prefix, rest] = splitName(name);
  field(header, 0, 100, rest);
  octal(header, 100, 8, folder ? 0o755 : 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(' ', 148, 156);
  field(header, 156, 1, folder ? '5' : '0');
  field(header, 257, 8, 'ustar\u000000');
  field(header, 345, 155, prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** Zero bytes that bring an entry of `size` to a whole block. */
export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
/** Two empty blocks end an archive. */
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

/** Reads exact byte counts from a stream of chunks, keeping no more than one chunk ahead. */
class ChunkReader {
  private held: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill() {
    const next = await this.source.next();
    if (next.done) return false;
    this.held = this.held.length ? Buffer.concat([this.held, next.value]) : next.value;
    return true;
  }

  async exactly(n: number): Promise<Buffer | null> {
    while (this.held.length < n) if (!(await this.fill())) return null;
    const out = this.held.subarray(0, n);
    this.held = this.held.subarray(n);
    return out;
  }

  /** Up to `n` bytes, at least one, from what is held or the next chunk. */
  async some(n: number): Promise<Buffer | null> {
    if (!this.held.length && !(await this.fill())) return null;
    const out = this.held.subarray(0, Math.min(n, this.held.length));
    this.held = this.held.subarray(out.length);
    return out;
  }
}

/** A file, or a folder (an empty one must be kept too: PostgreSQL needs its empty folders). */
export type TarEntry = { name: string; size: number; folder: boolean; body: AsyncGenerator<Buffer> };

const text = (header: Buffer, offset: number, length: number) => {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

/**
 * The regular files and folders of an archive, in order. Each entry's body is read (or left) before the next
 * entry is asked for; what is left is skipped. Throws on anything that is not a ustar archive.
 */
export async function* readTar(chunks: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(chunks[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (!header) throw new Error('archive ends without its end blocks');
    if (header.every((b) => b === 0)) return;
    if (text(header, 257, 5) !== 'ustar') throw new Error('not a ustar archive');
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] as number);
    if (sum !== parseInt(text(header, 148, 8).trim(), 8)) throw new Error('bad tar header checksum');
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = text(header, 156, 1) || '0';
    let left = size;
    const body = (async function* () {
      while (left > 0) {
        const piece = await reader.some(left);
        if (!piece) throw new Error('archive cut short');
        left -= piece.length;
        yield piece;
      }
    })();
    if (type === '0' || type === '5') yield { name: name.replace(/\/+$/, ''), size, folder: type === '5', body };
    // What the caller did not read is skipped.
    while (left > 0) {
      const piece = await reader.some(left);
      if (!piece) throw new Error('archive cut short');
      left -= piece.length;
    }
    if (!(await reader.exactly(tarPadding(size).length))) throw new Error('archive cut short');
  }
}
