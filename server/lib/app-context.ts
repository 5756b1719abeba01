import type { Db, DbKind } from '../db/client';
import type { Env } from '../env';
import type { Logger } from './logger';

/** Everything a request handler may use; handed to createApp so tests can build the app in-process. */
export type AppDeps = {
  env: Env;
  db: Db;
  dbKind: DbKind;
  logger: Logger;
  version: string;
  /** Directory of the built SPA; when absent, only the API is served. */
  staticDir?: string;
};

export type AppEnv = { Variables: { deps: AppDeps; requestId: string } };
