// The reset code travels over real SMTP: a local smtp-server on a random port, parsed with mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helper';

describe('mail over SMTP', () => {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  // smtp-server emits 'error' for a dropped client; unheard, that would be an uncaught exception.
  const smtpErrors: Error[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            waiters.splice(0).forEach((w) => w());
            callback();
          })
          .catch(callback);
      },
    });
    smtp.on('error', (err) => smtpErrors.push(err));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      MAIL_FROM: 'PileWise <noreply@pilewise.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    // The mailer ends its conversations with QUIT; a reset would mean it did not.
    expect(smtpErrors).toEqual([]);
  });

  const nextMail = (count: number) =>
    new Promise<void>((resolve, reject) => {
      if (received.length >= count) return resolve();
      const timer = setTimeout(() => reject(new Error('no mail arrived')), 10_000);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  it('delivers the 6-digit code, and the code resets the password', async () => {
    expect(t.mailer.transport).toBe('smtp');
    const admin = await signUpCompany(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: admin.email },
    });
    expect(res.statusCode).toBe(200);
    await nextMail(1);
    const mail = received[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(admin.email);
    expect(mail.from?.text).toContain('noreply@pilewise.test');
    expect(mail.subject).toBe('Your PileWise verification code');
    const otp = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    expect(t.mailer.outbox).toHaveLength(0);

    const verified = await t.call({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: admin.email, otp },
    });
    expect(verified.statusCode).toBe(200);
  });
});
