type Fields = Record<string, unknown>;

/**
 * What an adapter logs through. The app hands in its own logger (server/lib/logger.ts has this shape):
 * adapters sit below lib and know nothing of it.
 */
export type AdapterLog = {
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
};
