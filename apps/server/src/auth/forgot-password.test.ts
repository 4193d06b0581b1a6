// Forgot-password must not tell by its timing whether an account exists: the request does the
// same work either way (look the email up, draw and hash a code), and storing + mailing the
// code happens after the answer. A background that holds its tasks shows what is left to do.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '@pilewise/contracts';
import { oneTimeCodes, users } from '../db/schema';
import type { Background } from '../shared/background';
import { signUpCompany, uniqueEmail } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import * as secrets from './secrets';

/** Runs nothing until idle(): what a request left to do stays visible. */
function holdingBackground(): Background & { held: string[] } {
  const tasks: { what: string; task: () => Promise<void> }[] = [];
  return {
    get held() {
      return tasks.map((t) => t.what);
    },
    run: (what, task) => void tasks.push({ what, task }),
    idle: async () => {
      for (let next = tasks.shift(); next; next = tasks.shift()) await next.task();
    },
  };
}

describe.each(BACKENDS)('forgot-password timing on %s', (backend) => {
  const background = holdingBackground();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, {}, { background });
  });
  afterAll(() => t?.close());

  // Raw inject: t.call would wait for the background.
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const codesOf = (userId: string) =>
    t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  const mailsTo = (email: string) => t.mailer.outbox.filter((m) => m.to === email);

  it('answers before the code is stored or mailed; once the background ran, the mailed code works', async () => {
    const admin = await signUpCompany(t);
    const res = await forgot(admin.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(background.held).toEqual(['reset code']);
    expect(await codesOf(admin.id)).toHaveLength(0);
    expect(mailsTo(admin.email)).toHaveLength(0);

    await t.flush();
    expect(await codesOf(admin.id)).toHaveLength(1);
    const otp = /\b(\d{6})\b/.exec(mailsTo(admin.email).at(-1)?.text ?? '')?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await t.call({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: admin.email, otp },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('an unknown or suspended email: the same answer, a code drawn and hashed all the same, nothing queued', async () => {
    const admin = await signUpCompany(t);
    const suspended = await signUpCompany(t);
    await t.database.db.update(users).set({ isSuspended: true }).where(eq(users.id, suspended.id));
    const draw = vi.spyOn(secrets, 'drawResetCode');
    try {
      const known = await forgot(admin.email);
      expect(draw).toHaveBeenCalledTimes(1);
      expect(draw).toHaveBeenLastCalledWith(admin.id);
      await t.flush();

      for (const email of [uniqueEmail('ghost'), suspended.email]) {
        draw.mockClear();
        const res = await forgot(email);
        expect(res.statusCode).toBe(known.statusCode);
        expect(res.body).toBe(known.body);
        expect(res.headers['content-length']).toBe(known.headers['content-length']);
        // The work the request does for an account (a code drawn and hashed), for nobody.
        expect(draw).toHaveBeenCalledTimes(1);
        expect(draw.mock.calls[0]![0]).not.toBe(suspended.id);
        expect(background.held).toEqual([]);
      }
      expect(await codesOf(suspended.id)).toHaveLength(0);
      expect(mailsTo(suspended.email)).toHaveLength(0);
    } finally {
      draw.mockRestore();
    }
  });
});
