import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { E2E_DATA_DIR } from '../../../playwright.config';

/** The newest mail in the server's outbox (DATA_DIR/outbox/*.eml) to `to` whose text has `containing`. */
export async function waitForMail(to: string, containing: string, timeoutMs = 10_000) {
  const dir = path.resolve(E2E_DATA_DIR, 'outbox');
  const until = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const mail = await PostalMime.parse(readFileSync(path.join(dir, file)));
      if (mail.to?.some((a) => a.address === to) && (mail.text ?? '').includes(containing)) return mail;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} containing ${containing}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function linkIn(text: string, prefix: string) {
  const found = text.split(/\s+/).find((w) => w.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix}`);
  return found;
}
