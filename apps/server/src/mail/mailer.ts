// Outgoing mail. With SMTP configured, mails go through nodemailer's SMTP transport;
// without it every mail is logged and kept in an in-memory outbox (tests and developers
// read it, GET /api/dev/outbox with DEV_MAIL_OUTBOX=true). The log never holds a mail's text.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes (the contact form: the person who wrote, not our sender address). */
  replyTo?: string;
  attachments?: MailAttachment[];
}
export interface SentMail extends Mail {
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mails kept when no SMTP server is configured (newest last). */
  readonly outbox: SentMail[];
  readonly transport: 'smtp' | 'outbox';
  close(): void;
}

const OUTBOX_LIMIT = 200;

export function createMailer(
  options: { smtpUrl: string | null; from: string },
  log: FastifyBaseLogger,
): Mailer {
  const outbox: SentMail[] = [];
  let transporter: Transporter | null = null;
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    transporter = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      // Plain local relays (and the test server) offer no STARTTLS.
      ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
    });
  }
  return {
    outbox,
    transport: transporter ? 'smtp' : 'outbox',
    async send(mail) {
      if (transporter) {
        await transporter.sendMail({ from: options.from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      outbox.push({ ...mail, from: options.from, sentAt: new Date().toISOString() });
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
      // Never the text: it may hold a reset code or an invitation link.
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in outbox (no SMTP configured)');
    },
    close() {
      transporter?.close();
    },
  };
}
