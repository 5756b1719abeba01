import { z } from 'zod';

// Quotes, angle brackets and spaces never belong in a stored link: they would end the attribute a page
// writes it into.
const PLAIN_HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

/**
 * An absolute http(s) URL with a host. Anything else (`javascript:`, `data:`, `vbscript:`, a bare
 * path) is not a link a page may hand to a browser or the server may fetch.
 */
export function isHttpUrl(value: string): boolean {
  if (!PLAIN_HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

type HttpUrlOptions = { max?: number; tooLong?: string; required?: string; allowPath?: boolean; allowEmpty?: boolean };

/**
 * Every URL a person can store goes through this: trimmed, at most `max` characters, http(s) only.
 * `allowPath` also takes a path on this site ('/files/…'), as admin pages link their own images;
 * `allowEmpty` takes '' for "none"; `required` is what to say when it is empty.
 */
export const httpUrl = (message: string, { max = 500, tooLong = message, required, allowPath = false, allowEmpty = false }: HttpUrlOptions = {}) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, required ?? message)
    .max(max, tooLong)
    .refine((v) => (allowEmpty && v === '') || isHttpUrl(v) || (allowPath && /^\/(?![/\\])[^\s"'<>\\]*$/.test(v)), message);
