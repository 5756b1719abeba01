import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { settleAbandonedGenerations } from './generations.service';

const SWEEP_EVERY_MS = 5 * 60_000;
// A live stream ends within LLM_TIMEOUT_MS; this margin covers settling and clock skew between instances.
const MARGIN_MS = 2 * 60_000;

/**
 * Refunds posts left `streaming` by a process that stopped or crashed mid-stream: once at start-up and
 * then every five minutes. Safe to run in every instance (each row is settled once, under a row lock).
 */
export function startAbandonedSweep({ db, logger, timeoutMs }: { db: Db; logger: Logger; timeoutMs: number }) {
  const sweep = async () => {
    try {
      const settled = await settleAbandonedGenerations(db, new Date(Date.now() - timeoutMs - MARGIN_MS));
      if (settled > 0) logger.info('abandoned generations refunded', { settled });
    } catch (err) {
      logger.warn('abandoned-generation sweep failed', { error: err instanceof Error ? err.message : String(err) });
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
