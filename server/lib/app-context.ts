import type { BlockList } from 'node:net';
import type { WriterBrief } from '@contracts/generations';
import type { Db, DbKind } from '../db/client';
import type { Env } from '../env';
import type { ImageProvider } from '../integrations/images/image-provider';
import type { Llm } from '../integrations/llm/llm';
import type { Mailer } from '../integrations/mail/mail-message';
import type { FileStorage } from '../integrations/storage/file-storage';
import type { Auth } from './auth';
import type { Sealer } from './crypto';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { Owner } from './owner';
import type { Prerendered } from './prerender';

/** Where the writer gets a keyword's research brief: the research feature, wired in when the app is built. */
export type BriefSource = {
  /** The cached brief, never an upstream call; null when none is cached or it is unavailable. */
  peek(keyword: string): Promise<WriterBrief | null>;
  /**
   * The brief, fetched upstream when not cached; null when unavailable. A member's own request counts
   * against their limits; `background` work (an automation run) only against the service's budget.
   */
  fetch(keyword: string, on: { owner: Owner; background: boolean }): Promise<WriterBrief | null>;
};

/** Everything a request handler may use; handed to createApp so tests can build the app in-process. */
export type AppDeps = {
  env: Env;
  db: Db;
  dbKind: DbKind;
  logger: Logger;
  version: string;
  auth: Auth;
  mailer: Mailer;
  /** The text model chosen by LLM_PROVIDER, or the offline writer. */
  llm: Llm;
  /** Research briefs for the writer; without it posts are written without one. */
  briefs?: BriefSource;
  /** The image model chosen by IMAGE_PROVIDER ('off': none). */
  images: ImageProvider;
  /** Where stored files' bytes live (STORAGE_DRIVER). */
  storage: FileStorage;
  /** Seals members' Naver credentials (AES-256-GCM). */
  sealer: Sealer;
  /** Signs and hashes (sessions, deleted-account email hashes). */
  secret: string;
  trustedProxies: BlockList;
  /** Prometheus metrics (served at /api/metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
  /** This instance's job runner: routes that queue a job run it now, not at the next poll (absent when SCHEDULER_ENABLED=false). */
  scheduler?: { runDue(): void };
  /** Aborted when the process shuts down: open generation streams end, are settled and refunded. */
  shutdownSignal?: AbortSignal;
  /** PGlite only: what GET /api/internal/backup needs (the token from DATA_DIR/server.json, and a consistent copy of the database). */
  backup?: { token: string; snapshotDatabase: (targetDir: string) => Promise<void> };
  /** Directory of the built SPA; when absent, only the API is served. */
  staticDir?: string;
  /** The SPA's pages rendered when the server started (server/lib/prerender.ts), for #root. */
  prerendered?: Promise<Prerendered | null>;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /**
     * The client as every per-client limit counts it (client-ip.ts clientLimitKey): an IPv4 address, or an
     * IPv6 client's /64. For a limit's key; a record of who agreed or signed in keeps `clientAddress`.
     */
    clientIp: string;
    /** The client's own address as resolved (TRUSTED_PROXIES), for records and for better-auth. */
    clientAddress: string;
  };
};
