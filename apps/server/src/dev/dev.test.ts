import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany } from '../../test/factories';
import { buildTestApp, createMailer, testConfig, type TestApp } from '../../test/helper';
import type { Mailer } from '../mail/mailer';

describe('dev outbox', () => {
  // A mailer that takes a while: the outbox route must wait for mails still on their way.
  const inner = createMailer(testConfig().mail, { info: () => {} } as never);
  const slow: Mailer = {
    get outbox() {
      return inner.outbox;
    },
    transport: inner.transport,
    close: () => inner.close(),
    send: async (mail) => {
      await new Promise((r) => setTimeout(r, 50));
      await inner.send(mail);
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { DEV_MAIL_OUTBOX: 'true' }, { mailer: slow });
  });
  afterAll(() => t?.close());

  it('answers once the mails still being sent are in it', async () => {
    const admin = await signUpCompany(t);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: admin.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(inner.outbox.filter((m) => m.to === admin.email)).toHaveLength(0);
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${admin.email}` });
    expect(res.statusCode).toBe(200);
    const { mails } = res.json<{ mails: { text: string }[] }>();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\b\d{6}\b/);
  });
});
