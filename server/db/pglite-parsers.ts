import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL writes them (it converts them itself): dates, times, intervals,
 * numeric[] and their arrays. drizzle's PGlite driver passes these parsers with every query.
 */
export const DRIZZLE_RAW_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182] as const;

const asWritten = (value: string) => value;
const RAW_KEYS = new Set(DRIZZLE_RAW_TYPES.map(String));
const isDrizzles = (parsers: object) => {
  const keys = Object.keys(parsers);
  return keys.length === RAW_KEYS.size && keys.every((key) => RAW_KEYS.has(key));
};

/** Options without drizzle's per-query parsers, which the client now holds as its own. */
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !isDrizzles(options.parsers)) return options;
  const { parsers: _held, ...rest } = options;
  return rest;
}

/**
 * The PGlite client to hand drizzle. A query that comes with parsers makes PGlite copy its whole parser
 * table (some 320 types, arrays included) before reading the rows: about 85 µs on every query, more than
 * the lookup itself costs. So drizzle's parsers are set once on the client, and its queries go without
 * them, through this client. Only an exact match of drizzle's list is taken off; anything else is passed
 * on as it came.
 */
export function clientForDrizzle(client: PGlite): PGlite {
  for (const oid of DRIZZLE_RAW_TYPES) client.parsers[oid] = asWritten;
  const inTransaction = (tx: Transaction): Transaction =>
    Object.assign(Object.create(tx) as Transaction, { query: ((sql, params, options) => tx.query(sql, params, lean(options))) as Transaction['query'] });
  const query = ((sql, params, options) => client.query(sql, params, lean(options))) as PGlite['query'];
  const transaction = ((callback) => client.transaction((tx) => callback(inTransaction(tx)))) as PGlite['transaction'];
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      // PGlite's methods use private fields: they run on the client itself, never on the proxy.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
