import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { storeZip } from './zip';

describe('storeZip (publish pack images)', () => {
  it('keeps every file byte for byte, in order, stored without deflate', () => {
    const a = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    const b = Buffer.from('PNG bytes '.repeat(50));
    const zip = storeZip([{ name: '01.jpg', data: a }, { name: '02.png', data: b }]);
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    // Local header: method 0 (stored), so the image bytes sit in the archive as they are.
    expect(zip.readUInt16LE(8)).toBe(0);
    expect(zip.includes(b)).toBe(true);
    const out = unzipSync(new Uint8Array(zip));
    expect(Object.keys(out)).toEqual(['01.jpg', '02.png']);
    expect(Buffer.from(out['01.jpg']!).equals(a)).toBe(true);
    expect(Buffer.from(out['02.png']!).equals(b)).toBe(true);
  });

  it('makes a valid empty archive when there are no images', () => {
    expect(Object.keys(unzipSync(new Uint8Array(storeZip([]))))).toEqual([]);
  });
});
