import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type Sealer = { seal(plaintext: string): string; open(sealed: string): string };

/**
 * AES-256-GCM for secrets members hand us (Naver API keys): a fresh IV per value and an auth tag, so
 * a changed byte is detected. The key is CREDENTIALS_ENCRYPTION_KEY, or one derived from the auth
 * secret when that setting is empty.
 */
export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('credentials key must be 32 bytes');
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
    },
    open(sealed) {
      const [version, body] = sealed.split('.');
      if (version !== VERSION || !body) throw new Error('unknown sealed format');
      const raw = Buffer.from(body, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** The 32-byte credentials key from its setting (base64 or hex), else derived from the auth secret. */
export function credentialsKey(setting: string | undefined, authSecret: string): Buffer {
  if (setting) return Buffer.from(setting, /^[0-9a-fA-F]{64}$/.test(setting) ? 'hex' : 'base64');
  return Buffer.from(hkdfSync('sha256', authSecret, 'geulbit', 'naver-credentials-v1', 32));
}
