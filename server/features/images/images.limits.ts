import { THUMBNAIL_SIZES } from '@contracts/images';
import { minutes, type RateRule } from '../../lib/rate-limit';

// Request limits per client address, members and visitors alike.
export const limits = {
  // Thumbnails are public: a live preview while typing (debounced) stays well inside this.
  thumbnailPerIp: { windowMs: minutes(1), max: 60 },
  // Photo uploads.
  uploadPerIp: { windowMs: minutes(10), max: 30 },
} satisfies Record<string, RateRule>;

/** Multipart framing around a 10 MB file. */
export const UPLOAD_BODY_SLACK_BYTES = 64 * 1024;

/**
 * The most pixels an image may have to be decoded at all (all frames of an animation together):
 * 25 MP is a 5000×5000 photo, more than any phone takes, and decodes to 100 MB of RGBA.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/**
 * The smallest box every thumbnail size fits in, cropped or not: a background kept at least this big
 * (on its shorter side, as a cover crop needs) loses nothing in any thumbnail.
 */
export const BACKGROUND_BOX = {
  width: Math.max(...Object.values(THUMBNAIL_SIZES).map((s) => s.width)),
  height: Math.max(...Object.values(THUMBNAIL_SIZES).map((s) => s.height)),
};
/** A very long panorama covering that box is cut down further: a cover crop would show little of it. */
export const BACKGROUND_MAX_PIXELS = 4_000_000;

/**
 * Thumbnails rendered at once (each holds a decoded background and a raster: ~10 MB) and requests
 * that may wait for a turn (a waiting one holds no image; at ~50 ms a render the last waits ~1–2 s);
 * past that a client hears 429 at once rather than queueing for long.
 */
export const THUMBNAIL_CONCURRENCY = 2;
export const THUMBNAIL_QUEUE_MAX = 48;
/** Uploads decoded at once (a 25 MP photo takes ~100 MB while it is decoded) and waiting. */
export const UPLOAD_CONCURRENCY = 2;
export const UPLOAD_QUEUE_MAX = 8;

/** An upload not used as a background for this long is deleted (unless a post keeps it as its thumbnail). */
export const UPLOAD_TTL_MS = 24 * 3_600_000;
/** Using an upload moves its last use forward at most this often: a preview while typing writes nothing. */
export const UPLOAD_TOUCH_EVERY_MS = 10 * 60_000;
