import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs on embedded defaults when nothing is set: port 8787, PGlite under ./data', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8787);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BASE_URL).toBe('http://localhost:8787');
  });

  it('honours PORT, DATA_DIR, DATABASE_URL and BASE_URL', () => {
    const env = parseEnv({
      PORT: '9000',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      BASE_URL: 'https://blog.example.kr/',
    });
    expect(env).toMatchObject({
      PORT: 9000,
      dataDir: '/var/lib/app',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      BASE_URL: 'https://blog.example.kr',
    });
  });

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: ' ', BASE_URL: '' }).PORT).toBe(8787);
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const { problems, message } = error as EnvError;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['BASE_URL', 'DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    expect(message).toContain('설정 값이 올바르지 않습니다');
  });

  it('takes an INSTANCE_HOST of letters, digits and . _ -, and refuses one that would break an instance id', () => {
    expect(parseEnv({ INSTANCE_HOST: 'web-2.seoul' }).INSTANCE_HOST).toBe('web-2.seoul');
    expect(parseEnv({}).INSTANCE_HOST).toBeUndefined();
    for (const bad of ['a:b', 'two words', 'x'.repeat(64)]) expect(() => parseEnv({ INSTANCE_HOST: bad })).toThrow(EnvError);
  });
});
