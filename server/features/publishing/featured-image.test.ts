import { describe, expect, it } from 'vitest';
import { storedImageId, storedImagesIn } from './featured-image';

const local = { BASE_URL: 'https://geulbit.kr' };
const s3 = { BASE_URL: 'https://geulbit.kr', S3_PUBLIC_BASE_URL: 'https://cdn.geulbit.kr' };

describe('stored images in a post', () => {
  it('finds our images by /files/{id}, also under BASE_URL, and nothing else', () => {
    expect(storedImageId('/files/abc_1-2', local)).toBe('abc_1-2');
    expect(storedImageId('https://geulbit.kr/files/abc', local)).toBe('abc');
    expect(storedImageId('https://elsewhere.kr/files/abc', local)).toBeNull();
    expect(storedImageId('/files/abc/../x', local)).toBeNull();
  });

  it('finds an image linked from the bucket’s public URL (S3_PUBLIC_BASE_URL), so it is uploaded to WordPress too', () => {
    expect(storedImageId('https://cdn.geulbit.kr/images/2026/11/img-42.png', s3)).toBe('img-42');
    expect(storedImageId('https://cdn.geulbit.kr/other/2026/11/img-42.png', s3)).toBeNull();
    expect(storedImageId('https://cdn.geulbit.kr/images/2026/11/img-42.png', local)).toBeNull();
    const markdown = '![a](https://cdn.geulbit.kr/images/2026/11/one.webp)\n\n![b](/files/two)\n\n![c](https://cdn.geulbit.kr/images/2026/11/one.webp)';
    expect(storedImagesIn(markdown, s3)).toEqual(['one', 'two']);
  });
});
