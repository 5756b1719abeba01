// PostgreSQL classes 08 (connection exception) and 57P (operator intervention: shutdown, crash,
// cannot connect now), and the Node errors of a socket that cannot reach or lost the server.
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3])/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE = /Connection terminated|connection timeout|terminating connection|the database system is (starting up|shutting down)|Client has encountered a connection error|PGlite is closed/i;

export const DB_UNAVAILABLE_MESSAGE = '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/** Whether an error (or one it wraps, as Drizzle does) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE = '저장 공간이 부족하여 저장하지 못했습니다. 이미 저장된 내용은 안전합니다. 잠시 후 다시 시도하거나 관리자에게 알려주세요.';

/** Whether an error (or one it wraps) is the disk (or the PostgreSQL server's disk) being full. */
export function isStorageFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    // ENOSPC / EDQUOT from the file system; 53100 disk_full from PostgreSQL.
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    if (typeof message === 'string' && /no space left on device|could not extend file/i.test(message)) return true;
  }
  return false;
}
