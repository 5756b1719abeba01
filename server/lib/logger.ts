import { currentRequestId } from './request-context';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export type Logger = {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
};

let pendingStdout = '';
let flushTimer: NodeJS.Timeout | undefined;
let exitHooked = false;
// Lines wait at most this long, or until this much is pending, before one write takes them all.
const FLUSH_AFTER_MS = 10;
const FLUSH_AT_CHARS = 16_384;

function flushStdout() {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  if (pendingStdout === '') return;
  const chunk = pendingStdout;
  pendingStdout = '';
  process.stdout.write(chunk);
}

/**
 * Writes log lines to stdout in batches: under load one write per 10 ms (or per 16 KB of lines) instead
 * of one per request, each a syscall when stdout is a file or a pipe. Whatever is pending is written on
 * exit, a crash's included; a kill -9 loses at most the last 10 ms of lines.
 */
export function writeStdoutBatched(line: string) {
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', flushStdout);
  }
  pendingStdout += line;
  if (pendingStdout.length >= FLUSH_AT_CHARS) flushStdout();
  else if (!flushTimer) flushTimer = setTimeout(flushStdout, FLUSH_AFTER_MS).unref();
}

// The time of the last line, as text: under load many lines share a millisecond, and formatting a date
// costs more than the rest of a line.
let lastMs = 0;
let lastIso = '';
function isoNow() {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

// A message is most often a literal: its JSON is kept (a bounded number of them, as some are built).
const quotedMessages = new Map<string, string>();
function quoted(msg: string) {
  let json = quotedMessages.get(msg);
  if (json === undefined) {
    json = JSON.stringify(msg);
    if (quotedMessages.size < 512) quotedMessages.set(msg, json);
  }
  return json;
}

/** One JSON line per event, so logs from several instances can be collected and searched; a line written while serving a request carries its id. */
export function createLogger(level: LogLevel, write: (line: string) => void = writeStdoutBatched): Logger {
  const min = LEVELS[level];
  const log = (lvl: Exclude<LogLevel, 'silent'>) => {
    const head = `","level":"${lvl}","msg":`;
    return (msg: string, fields?: Fields) => {
      if (LEVELS[lvl] < min) return;
      const requestId = fields && 'requestId' in fields ? undefined : currentRequestId();
      // A caller's field named like one of the line's own replaces it, as a later key would.
      if (fields && ('time' in fields || 'level' in fields || 'msg' in fields)) {
        write(`${JSON.stringify({ time: isoNow(), level: lvl, msg, ...(requestId ? { requestId } : {}), ...fields })}\n`);
        return;
      }
      // Written out instead of spread into one object (a line is logged per request).
      let line = `{"time":"${isoNow()}${head}${quoted(msg)}`;
      if (requestId) line += `,"requestId":${JSON.stringify(requestId)}`;
      const rest = fields ? JSON.stringify(fields) : '{}';
      write(`${rest.length > 2 ? `${line},${rest.slice(1)}` : `${line}}`}\n`);
    };
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/**
 * The logger of one request: every line it writes carries the request's id (a caller's own `requestId`
 * field wins). The request edge hands it to the handlers as `c.get('deps').logger`.
 */
export function withRequestId(logger: Logger, requestId: string): Logger {
  return new RequestLogger(logger, requestId);
}

// A class, not four closures: one is made per request.
class RequestLogger implements Logger {
  constructor(
    private readonly base: Logger,
    private readonly requestId: string,
  ) {}

  private fields(fields: Fields | undefined): Fields {
    return fields && 'requestId' in fields ? fields : { requestId: this.requestId, ...fields };
  }

  debug(msg: string, fields?: Fields) {
    this.base.debug(msg, this.fields(fields));
  }
  info(msg: string, fields?: Fields) {
    this.base.info(msg, this.fields(fields));
  }
  warn(msg: string, fields?: Fields) {
    this.base.warn(msg, this.fields(fields));
  }
  error(msg: string, fields?: Fields) {
    this.base.error(msg, this.fields(fields));
  }
}
