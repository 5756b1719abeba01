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

let pendingStdout: string[] = [];
let exitHooked = false;

function flushStdout() {
  if (pendingStdout.length === 0) return;
  const chunk = pendingStdout.join('');
  pendingStdout = [];
  process.stdout.write(chunk);
}

/**
 * Writes log lines to stdout in batches: under load one write per event-loop turn instead of one per
 * request (each a syscall when stdout is a file). Whatever is pending is written on exit.
 */
export function writeStdoutBatched(line: string) {
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', flushStdout);
  }
  if (pendingStdout.push(line) === 1) setImmediate(flushStdout);
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

// Field names the line itself uses; a caller's field of the same name replaces it (as a later key would).
const OWN_KEYS = ['time', 'level', 'msg'];

/** One JSON line per event, so logs from several instances can be collected and searched; a line written while serving a request carries its id. */
export function createLogger(level: LogLevel, write: (line: string) => void = writeStdoutBatched): Logger {
  const min = LEVELS[level];
  const log = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Fields) => {
    if (LEVELS[lvl] < min) return;
    const requestId = currentRequestId();
    if (fields && OWN_KEYS.some((k) => k in fields)) {
      write(`${JSON.stringify({ time: isoNow(), level: lvl, msg, ...(requestId ? { requestId } : {}), ...fields })}\n`);
      return;
    }
    // Written out instead of spread into one object (a line is logged per request).
    let line = `{"time":"${isoNow()}","level":"${lvl}","msg":${JSON.stringify(msg)}`;
    if (requestId && !(fields && 'requestId' in fields)) line += `,"requestId":${JSON.stringify(requestId)}`;
    const rest = fields ? JSON.stringify(fields) : '{}';
    write(`${rest.length > 2 ? `${line},${rest.slice(1)}` : `${line}}`}\n`);
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
