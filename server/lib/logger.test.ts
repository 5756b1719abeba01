import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, withRequestId, writeStdoutBatched } from './logger';
import { requestContext } from './request-context';

const capture = (level: Parameters<typeof createLogger>[0] = 'debug') => {
  const lines: string[] = [];
  return { lines, logger: createLogger(level, (line) => lines.push(line)) };
};

describe('createLogger', () => {
  it('writes one JSON line per event: time, level, message, then the fields', () => {
    const { lines, logger } = capture();
    logger.info('request', { method: 'GET', path: '/api/x"y', status: 200, ms: 1.5 });
    logger.warn('plain');
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.endsWith('}\n'))).toBe(true);
    const first = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(Object.keys(first)).toEqual(['time', 'level', 'msg', 'method', 'path', 'status', 'ms']);
    expect(first).toMatchObject({ level: 'info', msg: 'request', path: '/api/x"y', status: 200 });
    expect(new Date(first.time as string).toISOString()).toBe(first.time);
    expect(JSON.parse(lines[1] ?? '')).toEqual({ time: expect.any(String), level: 'warn', msg: 'plain' });
  });

  it('keeps below-level lines out, and quotes a message with odd characters', () => {
    const { lines, logger } = capture('warn');
    logger.debug('no');
    logger.info('no');
    logger.error('줄\n"바꿈"\u2028');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'error', msg: '줄\n"바꿈"\u2028' });
  });

  it("lets a caller's field named like the line's own replace it", () => {
    const { lines, logger } = capture();
    logger.info('x', { msg: 'mine', level: 'custom' });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: 'mine', level: 'custom' });
  });

  it("puts a request's id on the lines of its logger, and better-auth's work's on its lines (a caller's own id wins)", async () => {
    const { lines, logger } = capture();
    const bound = withRequestId(logger, 'req-1');
    bound.info('a', { n: 1 });
    bound.warn('b', { requestId: 'other' });
    await requestContext.run({ requestId: 'req-2' }, async () => logger.error('c'));
    logger.info('d');
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.map((p) => p.requestId)).toEqual(['req-1', 'other', 'req-2', undefined]);
    expect(Object.keys(parsed[0] ?? {})).toEqual(['time', 'level', 'msg', 'requestId', 'n']);
  });
});

describe('writeStdoutBatched', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('writes the lines of many events at once, within 10 ms, or at once past 16 KB', () => {
    vi.useFakeTimers();
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    writeStdoutBatched('{"a":1}\n');
    writeStdoutBatched('{"a":2}\n');
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(write.mock.calls.map((c) => c[0])).toEqual(['{"a":1}\n{"a":2}\n']);

    write.mockClear();
    const big = `${'x'.repeat(8_200)}\n`;
    writeStdoutBatched(big);
    expect(write).not.toHaveBeenCalled();
    writeStdoutBatched(big);
    expect(write.mock.calls.map((c) => c[0])).toEqual([big + big]);
    vi.advanceTimersByTime(20);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
