import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_MESSAGE,
  LIMITS,
  PASSWORD_RULE_MESSAGE,
  type AuthResponse,
} from '@pilewise/contracts';
import { oneTimeCodes, users } from '../db/schema';
import {
  createProject,
  createUser,
  PASSWORD,
  setCompanyPlan,
  signUpCompany,
  uniqueEmail,
} from '../../test/factories';
import { BACKENDS, buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/helper';
import { hs256 } from '../../test/jwt';

const NEW_PASSWORD = 'Another2@pass';

describe.each(BACKENDS)('auth on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  const me = (token?: string) => t.call({ method: 'GET', url: '/api/auth/refresh-user-data', token });
  const codeFromOutbox = (email: string) => {
    const mail = t.mailer.outbox.filter((m) => m.to === email).at(-1);
    return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  };

  it('sign-up creates the company and its Admin on a 30-day trial, and returns user + token', async () => {
    const email = uniqueEmail('Founder').toUpperCase();
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: ' Grace ',
        lastName: 'Hopper',
        email,
        password: PASSWORD,
        companyName: 'Helio Piles',
      },
    });
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json<AuthResponse>();
    expect(user).toMatchObject({
      firstName: 'Grace',
      email: email.toLowerCase(),
      role: 'Admin',
      subscriptionType: 'Trial',
      adminemail: email.toLowerCase(),
      isSuspended: false,
      company: { name: 'Helio Piles' },
    });
    const days = (Date.parse(user.subscriptionEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(res.body).not.toMatch(/password|hash|tokenVersion/i);
    expect((await me(token)).json()).toMatchObject({ user: { _id: user._id } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same email (409, field email)', async () => {
    const admin = await signUpCompany(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { firstName: 'A', lastName: 'B', email: admin.email, password: PASSWORD, companyName: 'X' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ field: 'email' });
  });

  it('two simultaneous sign-ups with one email: one wins, the other gets 409', async () => {
    const email = uniqueEmail('race');
    const payload = { firstName: 'A', lastName: 'B', email, password: PASSWORD, companyName: 'Race' };
    const codes = (
      await Promise.all([1, 2].map(() => t.call({ method: 'POST', url: '/api/auth/sign-up', payload })))
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('refuses a weak password with the rule of spec §5, naming the field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail(),
        password: 'password1',
        companyName: 'X',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `password: ${PASSWORD_RULE_MESSAGE}`,
      error: `password: ${PASSWORD_RULE_MESSAGE}`,
      field: 'password',
      code: 'VALIDATION',
    });
  });

  it('names every missing field', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/sign-up', payload: { email: 'x@y.co' } });
    expect(res.statusCode).toBe(400);
    const { message } = res.json<{ message: string }>();
    for (const f of [
      'firstName: First name is required',
      'lastName: Last name is required',
      'password: Password is required',
      'companyName: Company name is required',
    ]) {
      expect(message).toContain(f);
    }
  });

  it('signs in; a wrong password or unknown email gets the same 400 message', async () => {
    const admin = await signUpCompany(t);
    const ok = await signIn(admin.email.toUpperCase(), PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AuthResponse>().user.email).toBe(admin.email);
    for (const res of [await signIn(admin.email, 'Wrong1!pass'), await signIn(uniqueEmail(), PASSWORD)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid email or password',
        error: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('refuses a suspended user at sign-in (403) and ends their live token (401)', async () => {
    const admin = await signUpCompany(t);
    const user = await createUser(t, admin.companyId, 'User', { isSuspended: true });
    const res = await signIn(user.email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_SUSPENDED' });
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('an ended plan: everyone signs in (subscriptionExpired: true) and reads; saves answer 402', async () => {
    const admin = await signUpCompany(t);
    const user = await createUser(t, admin.companyId, 'User');
    const project = await createProject(t, admin, { name: 'Before the end' });
    await setCompanyPlan(t, admin.companyId, { plan: 'Trial', planEndsAt: new Date('2024-01-31T12:00:00Z') });
    for (const who of [admin, user]) {
      const res = await signIn(who.email, PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ subscriptionExpired: true, user: { subscriptionType: 'Trial' } });
    }
    // Reading stays allowed...
    expect((await t.call({ method: 'GET', url: '/api/projects/list', token: user.token })).statusCode).toBe(
      200,
    );
    // ...saving says which plan ended, when, and where to subscribe, with the one status.
    const add = await t.call({
      method: 'POST',
      url: '/api/projects/add',
      token: user.token,
      payload: { name: 'P', client: 'C' },
    });
    expect(add.statusCode).toBe(402);
    expect(add.json()).toEqual({
      code: 'SUBSCRIPTION_EXPIRED',
      subscriptionExpired: true,
      message:
        'Your free trial ended on 2024-01-31. Your projects stay readable; to save, run designs and generate ' +
        'reports again, your Admin subscribes to Pro on the Manage subscription page (/manage-subscription).',
    });
    expect(project._id).toBeTruthy();
  });

  it('a running plan: sign-in carries no subscriptionExpired', async () => {
    const admin = await signUpCompany(t);
    const res = await signIn(admin.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('subscriptionExpired');
  });

  describe('tokens', () => {
    let admin: Awaited<ReturnType<typeof signUpCompany>>;
    beforeAll(async () => {
      admin = await signUpCompany(t);
    });
    const now = () => Math.floor(Date.now() / 1000);

    it.each([
      ['no header', undefined, 'Authentication required'],
      ['garbage', 'not-a-jwt', 'Invalid token'],
    ])('401 with %s', async (_label, token, message) => {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message });
    });

    it('401 for a token signed with another secret (forged)', async () => {
      const forged = hs256(
        { sub: admin.id, cid: admin.companyId, tv: 0, iat: now(), exp: now() + 60 },
        'x'.repeat(40),
      );
      expect((await me(forged)).json()).toMatchObject({ message: 'Invalid token' });
    });

    it('401 for an expired token', async () => {
      const expired = hs256(
        { sub: admin.id, cid: admin.companyId, tv: 0, iat: now() - 100, exp: now() - 10 },
        TEST_JWT_SECRET,
      );
      const res = await me(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Your session has expired, please sign in again' });
    });

    it('401 for a token without an expiry, or older than JWT_EXPIRES_IN whatever its exp', async () => {
      const noExp = hs256({ sub: admin.id, cid: admin.companyId, tv: 0, iat: now() }, TEST_JWT_SECRET);
      expect((await me(noExp)).statusCode).toBe(401);
      // Signed 13 hours ago with a week to live, by a server that now issues 12h tokens.
      const old = hs256(
        { sub: admin.id, cid: admin.companyId, tv: 0, iat: now() - 13 * 3600, exp: now() + 7 * 86400 },
        TEST_JWT_SECRET,
      );
      expect((await me(old)).statusCode).toBe(401);
      const fresh = hs256(
        { sub: admin.id, cid: admin.companyId, tv: 0, iat: now() - 60, exp: now() + 3600 },
        TEST_JWT_SECRET,
      );
      expect((await me(fresh)).statusCode).toBe(200);
    });

    it("401 for a valid signature naming another company's user", async () => {
      const other = await signUpCompany(t);
      const mixed = hs256(
        { sub: admin.id, cid: other.companyId, tv: 0, iat: now(), exp: now() + 60 },
        TEST_JWT_SECRET,
      );
      expect((await me(mixed)).statusCode).toBe(401);
    });

    it('change-password revokes older tokens and returns a fresh one', async () => {
      const user = await createUser(t, admin.companyId, 'User');
      const wrong = await t.call({
        method: 'POST',
        url: '/api/users/change-password',
        token: user.token,
        payload: { currentPassword: 'Nope1!nope', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ field: 'currentPassword' });
      const mismatch = await t.call({
        method: 'POST',
        url: '/api/users/change-password',
        token: user.token,
        payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'Other3#pass' },
      });
      expect(mismatch.json()).toMatchObject({ message: 'confirmPassword: Passwords do not match' });
      const res = await t.call({
        method: 'POST',
        url: '/api/users/change-password',
        token: user.token,
        payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const revoked = await me(user.token);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toMatchObject({ message: 'Your session was revoked, please sign in again' });
      expect((await me(res.json<{ token: string }>().token)).statusCode).toBe(200);
      expect((await signIn(user.email, PASSWORD)).statusCode).toBe(400);
      expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('forgot -> code by mail -> verify -> reset; old tokens revoked; code and token single-use', async () => {
      const admin = await signUpCompany(t);
      const forgot = await t.call({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: admin.email },
      });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      const otp = codeFromOutbox(admin.email);
      expect(otp).toMatch(/^\d{6}$/);

      const wrongOtp = otp === '000000' ? '111111' : '000000';
      const bad = await t.call({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email: admin.email, otp: wrongOtp },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'otp', message: 'otp: Invalid or expired code' });

      const verified = await t.call({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email: admin.email, otp },
      });
      expect(verified.statusCode).toBe(200);
      // The code stays good until a password is set (a user may stop and verify again); the
      // token of the newest verify is the one that works.
      const verifyAgain = () =>
        t.call({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: admin.email, otp } });
      const again = await verifyAgain();
      expect(again.statusCode).toBe(200);
      const { resetToken } = again.json<{ resetToken: string }>();

      const weak = await t.call({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: admin.email, resetToken, password: 'weakweak', confirmPassword: 'weakweak' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json<{ message: string }>().message).toBe(`password: ${PASSWORD_RULE_MESSAGE}`);

      const reset = await t.call({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: admin.email, resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
      expect((await me(admin.token)).statusCode).toBe(401);
      expect((await signIn(admin.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await verifyAgain()).statusCode).toBe(400); // the code is used up with the password set

      const replay = await t.call({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: admin.email, resetToken, password: 'Third3#pass', confirmPassword: 'Third3#pass' },
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ field: 'resetToken' });
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const before = t.mailer.outbox.length;
      const email = uniqueEmail('ghost');
      const res = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      expect(t.mailer.outbox.length).toBe(before);
      const verify = await t.call({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email, otp: '123456' },
      });
      expect(verify.statusCode).toBe(400);
    });

    it('refuses an expired code', async () => {
      const admin = await signUpCompany(t);
      await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: admin.email } });
      const otp = codeFromOutbox(admin.email);
      await t.database.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeCodes.userId, admin.id));
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email: admin.email, otp },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CODE' });
    });

    it('a new code replaces the previous one, and 5 wrong tries burn the code', async () => {
      const admin = await signUpCompany(t);
      await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: admin.email } });
      const first = codeFromOutbox(admin.email)!;
      await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: admin.email } });
      const second = codeFromOutbox(admin.email)!;
      if (first !== second) {
        const old = await t.call({
          method: 'POST',
          url: '/api/auth/verify-otp',
          payload: { email: admin.email, otp: first },
        });
        expect(old.statusCode).toBe(400);
      }
      const wrong = second === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++) {
        await t.call({
          method: 'POST',
          url: '/api/auth/verify-otp',
          payload: { email: admin.email, otp: wrong },
        });
      }
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email: admin.email, otp: second },
      });
      expect(res.statusCode).toBe(400);
    });

    it('concurrent guesses cannot check more than OTP_MAX_ATTEMPTS codes against one code', async () => {
      const admin = await signUpCompany(t);
      await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: admin.email } });
      const otp = codeFromOutbox(admin.email)!;
      const guesses = Array.from({ length: 30 }, (_, i) => String(100000 + i)).filter((g) => g !== otp);
      const answers = await Promise.all(
        guesses.map((g) =>
          t.call({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: admin.email, otp: g } }),
        ),
      );
      expect(answers.every((r) => r.statusCode === 400)).toBe(true);
      const [code] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, admin.id));
      // Every guess that was compared counted first: at most the limit were ever compared.
      expect(code!.attempts).toBeLessThanOrEqual(LIMITS.OTP_MAX_ATTEMPTS);
      expect(code!.usedAt).not.toBeNull();
      const right = await t.call({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email: admin.email, otp },
      });
      expect(right.statusCode).toBe(400);
    });
  });

  it('update-user-tour adds page keys once and returns the list', async () => {
    const admin = await signUpCompany(t);
    const tour = (pageKeys: string[]) =>
      t.call({
        method: 'POST',
        url: '/api/auth/update-user-tour',
        token: admin.token,
        payload: { pageKeys },
      });
    expect((await tour(['projects'])).json()).toEqual({ userTour: ['projects'] });
    expect((await tour(['projects', 'dashboard'])).json()).toEqual({ userTour: ['projects', 'dashboard'] });
    const profile = await t.call({ method: 'GET', url: '/api/users/profile', token: admin.token });
    expect(profile.json()).toMatchObject({ user: { userTour: ['projects', 'dashboard'] } });
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW: '1m' });
  });
  afterAll(() => t?.close());

  it('answers 429 after too many sign-in attempts for one email, other emails unaffected', async () => {
    const email = uniqueEmail('target');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: 'Wrong1!pass' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
    const last = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'Wrong1!pass' },
    });
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const other = await t.call({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: uniqueEmail(), password: 'x' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('limits the code calls too', async () => {
    const email = uniqueEmail('otp');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email, otp: '123456' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('rate limit behind a proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());

  it('keys on the address the proxy saw, not on X-Forwarded-For entries the client wrote', async () => {
    const email = uniqueEmail('spoof');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: '10.0.0.2', // the proxy
        // The client's forged entry, then the address the proxy appended.
        headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.7` },
        payload: { email, password: 'Wrong1!pass' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });
});

describe('rate limit on change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t?.close());

  it('limits guesses of the current password with a (stolen) token', async () => {
    const admin = await signUpCompany(t);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/users/change-password',
        token: admin.token,
        remoteAddress: `192.0.2.${i}`,
        payload: {
          currentPassword: `Guess${i}!pass`,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });
});

describe('rate limit per address (all emails, all public auth calls)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '6',
      AUTH_ADDRESS_RATE_LIMIT_WINDOW: '15m',
    });
  });
  afterAll(() => t?.close());

  const from = (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/auth/${url}`, remoteAddress, payload });

  it('one password tried against many accounts from one address: 429 once the address budget is spent', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await from('192.0.2.10', 'sign-in', {
        email: uniqueEmail(`spray${i}`),
        password: 'Summer2024!',
      });
      codes.push(res.statusCode);
    }
    // Every email is fresh, so the per-email limit (3) never trips: the per-address one (6) does.
    expect(codes).toEqual([400, 400, 400, 400, 400, 400, 429]);
    const blocked = await from('192.0.2.10', 'sign-in', { email: uniqueEmail('next'), password: 'x' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    const other = await from('192.0.2.11', 'sign-in', { email: uniqueEmail('other'), password: 'x' });
    expect(other.statusCode).toBe(400);
  });

  it('the budget is shared by sign-in, sign-up, forgot-password, verify-otp and reset-password', async () => {
    const address = '192.0.2.20';
    const email = () => uniqueEmail('mixed');
    const calls = [
      () =>
        from(address, 'sign-up', {
          firstName: 'A',
          lastName: 'B',
          email: email(),
          password: 'x',
          companyName: 'C',
        }),
      () => from(address, 'sign-in', { email: email(), password: 'Wrong1!pass' }),
      () => from(address, 'forgot-password', { email: email() }),
      () => from(address, 'verify-otp', { email: email(), otp: '123456' }),
      () =>
        from(address, 'reset-password', {
          email: email(),
          resetToken: 'x'.repeat(43),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
      () => from(address, 'forgot-password', { email: email() }),
    ];
    for (const call of calls) expect((await call()).statusCode).not.toBe(429);
    for (const call of calls.slice(0, 5)) expect((await call()).statusCode).toBe(429);
  });
});
