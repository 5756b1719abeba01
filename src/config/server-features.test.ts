import { describe, expect, it } from 'vitest';
import { readServerFeatures } from './server-features';

const docWith = (text: string | null) => ({ getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) });

describe('readServerFeatures', () => {
  it('reads what the server wrote into the page', () => {
    expect(readServerFeatures(docWith('{"google":true,"offlineWriter":true}'))).toEqual({ google: true, offlineWriter: true });
  });

  it('offers nothing when the block is missing or broken', () => {
    expect(readServerFeatures(docWith(null))).toEqual({ google: false, offlineWriter: false });
    expect(readServerFeatures(docWith('{not json'))).toEqual({ google: false, offlineWriter: false });
    expect(readServerFeatures(docWith('{"google":"yes"}'))).toEqual({ google: false, offlineWriter: false });
  });
});
