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
