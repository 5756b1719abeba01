import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; subject: string; html: string; text: string; raw: string };

/** A local SMTP server that accepts every mail and keeps it, parsed, for the test to read. */
export async function startSmtpSink({ port = 0 }: { port?: number } = {}) {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void PostalMime.parse(raw).then((mail) => {
          mails.push({
            from: mail.from?.address ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            html: mail.html ?? '',
            text: mail.text ?? '',
            raw,
          });
          waiters.splice(0).forEach((w) => w());
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as { port: number }).port;
  return {
    port: bound,
    /** SMTP_URL for nodemailer; the sink speaks plain SMTP, so TLS is not attempted. */
    url: `smtp://127.0.0.1:${bound}/?ignoreTLS=true`,
    mails,
    /** Waits for the next mail to `to` (already received ones count). */
    async waitFor(to: string, predicate: (m: CapturedMail) => boolean = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(to) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export const linkIn = (mail: Pick<CapturedMail, 'text'>, prefix: string) => {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix}`);
  return match[0];
};
