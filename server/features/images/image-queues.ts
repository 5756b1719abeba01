import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { THUMBNAIL_CONCURRENCY, THUMBNAIL_QUEUE_MAX, UPLOAD_CONCURRENCY, UPLOAD_QUEUE_MAX } from './images.limits';
import { createWorkQueue, QueueFullError } from './work-queue';

// One line per process for each kind of image work: memory and CPU are the process's, whichever
// client asks.
export const thumbnailQueue = createWorkQueue({ concurrency: THUMBNAIL_CONCURRENCY, maxWaiting: THUMBNAIL_QUEUE_MAX });
export const uploadQueue = createWorkQueue({ concurrency: UPLOAD_CONCURRENCY, maxWaiting: UPLOAD_QUEUE_MAX });

type WorkQueue = ReturnType<typeof createWorkQueue>;

/** Runs `task` in its turn; a full line is a Korean 429 the client may retry in a second. */
export async function inQueue<T>(c: Context<AppEnv>, queue: WorkQueue, busyMessage: string, task: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(task, c.req.raw.signal);
  } catch (err) {
    // The client left while waiting: its turn is given up, and nobody reads this answer.
    if (c.req.raw.signal.aborted && !(err instanceof QueueFullError)) throw new AppError('REQUEST_ABORTED', busyMessage, 503);
    if (!(err instanceof QueueFullError)) throw err;
    c.header('Retry-After', '1');
    throw new AppError('SERVER_BUSY', busyMessage, 429);
  }
}
