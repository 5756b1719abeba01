import type { RateRule } from '../../lib/rate-limit';

/** Thumbnails are public: a live preview while typing (debounced) stays well inside this. */
export const THUMBNAIL_RATE: RateRule = { windowMs: 60_000, max: 60 };
/** Photo uploads per client, members and visitors alike. */
export const UPLOAD_RATE: RateRule = { windowMs: 10 * 60_000, max: 30 };
/** Multipart framing around a 10 MB file. */
export const UPLOAD_BODY_SLACK_BYTES = 64 * 1024;
