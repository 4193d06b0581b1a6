// The review-request mail travels over real SMTP to the assigned Reviewer (a local smtp-server).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signUpCompany } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helper';
import { ok, readyProject, requestReview } from './reviews.test-support';

describe('review request mail over SMTP', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  const smtpErrors: Error[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
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
      RUN_WORKERS: '0',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    expect(smtpErrors).toEqual([]);
  });

  it('tells the Reviewer which project waits, and from whom', async () => {
    const admin = await signUpCompany(t);
    const owner = await createUser(t, admin.companyId, 'User');
    const reviewer = await createUser(t, admin.companyId, 'Reviewer');
    const p = await readyProject(t, owner, 'Painted Desert 40 MW');
    // t.call waits for the background work the answer left: the mail has been handed over.
    ok(await requestReview(t, owner, { projectId: p._id, reviewerId: reviewer.id }));
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const mail = received[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(reviewer.email);
    expect(mail.subject).toBe('Review requested: Painted Desert 40 MW');
    expect(mail.text).toContain('Hello Reviewer,');
    expect(mail.text).toContain('User Tester sent the project Painted Desert 40 MW to you for review');
    expect(t.mailer.outbox).toHaveLength(0);
  });
});
