// A mail as the app writes it, and what sends it: every transport (outbox, SMTP, Zoho) is a Mailer.
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Links worth printing to the log when mail goes to the outbox (verification, reset). */
  links?: string[];
  headers?: Record<string, string>;
};

export type SentMail = { messageId: string; file?: string };
export type MailTransport = 'outbox' | 'smtp' | 'zoho';
export type Mailer = { kind: MailTransport; send(message: MailMessage): Promise<SentMail> };
