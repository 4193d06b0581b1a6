// User management end to end through the API: the invitation travels over real SMTP (a local
// smtp-server on a random port, parsed with mailparser) and the invitee signs in with it.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, ManagedUserResponse, Seats, User, UsersListResponse } from '@pilewise/contracts';
import { activityLog, companies } from '../db/schema';
import { createUser, PASSWORD, signUpCompany, uniqueEmail, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';

const NEW_PASSWORD = 'Invited#2025';

describe.each(BACKENDS)('user management on %s', (backend) => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

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
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp(backend, {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      APP_URL: 'https://pilewise.example.com',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  /** The mail to `email`, once the SMTP server has it (the mailer's answer comes after the server's). */
  async function mailTo(email: string): Promise<ParsedMail> {
    for (let i = 0; i < 100; i++) {
      const mail = received.find((m) => (m.to && 'text' in m.to ? m.to.text : '') === email);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${email}`);
  }

  const addUser = (admin: TestUser, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/users/add-user', token: admin.token, payload: body });
  const newUser = (role = 'Reviewer') => ({
    firstName: 'Rita',
    lastName: 'Reviewer',
    email: uniqueEmail(role.toLowerCase()),
    role,
  });
  const seats = async (admin: TestUser) =>
    (await t.call({ method: 'GET', url: '/api/users/seats', token: admin.token })).json<{ seats: Seats }>()
      .seats;
  const freeze = (admin: TestUser, userId: string) =>
    t.call({ method: 'GET', url: `/api/users/freeze/${userId}`, token: admin.token });
  const signIn = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

  it('adds a user with the company plan; the mailed code sets their password and they sign in', async () => {
    const admin = await signUpCompany(t, { companyName: 'Invite Solar' });
    const body = { ...newUser(), email: uniqueEmail('Rita').toUpperCase(), userType: 'Engineer' };
    const res = await addUser(admin, body);
    expect(res.statusCode).toBe(200);
    const added = res.json<ManagedUserResponse>().user;
    const email = body.email.toLowerCase();
    expect(added).toMatchObject({ email, role: 'Reviewer', isSuspended: false, adminemail: admin.email });
    expect(added.company._id).toBe(admin.companyId);
    const adminUser = (await t.call({ method: 'GET', url: '/api/users/profile', token: admin.token })).json<{
      user: User;
    }>().user;
    expect(added.subscriptionType).toBe(adminUser.subscriptionType);
    expect(added.subscriptionEndsAt).toBe(adminUser.subscriptionEndsAt);
    expect(added.designModes).toEqual(adminUser.designModes);
    expect(added.sectionTypes).toEqual(adminUser.sectionTypes);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('You have been added to Invite Solar on PileWise');
    const code = /enter the code (\d{6})/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const link = /open (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect(new URL(link).origin).toBe('https://pilewise.example.com'); // APP_URL, not the request's host
    expect(new URL(link).pathname).toBe('/verification');
    expect(new URL(link).searchParams.get('email')).toBe(email);
    expect(new URL(link).searchParams.get('code')).toBe(code);

    // Nobody can sign in before the password is set.
    expect((await signIn(email, PASSWORD)).statusCode).toBe(400);
    const verified = await t.call({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json<{ resetToken: string }>();
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signIn(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().user).toMatchObject({
      role: 'Reviewer',
      company: { _id: admin.companyId },
    });

    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.companyId, admin.companyId));
    expect(log.map((l) => l.action)).toContain('users.add');
  });

  it('counts seats: a trial company has 5; the 6th user is refused naming seats; extra seats and freezing free one', async () => {
    const admin = await signUpCompany(t);
    expect(await seats(admin)).toEqual({ included: 5, extra: 0, total: 5, used: 1, free: 4 });
    const four = [];
    for (const role of ['User', 'Sales', 'Reviewer', 'SuperReviewer']) {
      const res = await addUser(admin, newUser(role));
      expect(res.statusCode).toBe(200);
      four.push(res.json<ManagedUserResponse>().user);
    }
    expect(await seats(admin)).toMatchObject({ used: 5, free: 0 });
    const sixth = newUser('User');
    const refused = await addUser(admin, sixth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'seats' });
    expect(refused.json<{ message: string }>().message).toMatch(/seats/);
    expect(refused.json<{ message: string }>().message).toMatch(/All 5 seats are in use/);

    // A frozen user frees their seat; unfreezing needs one back.
    expect((await freeze(admin, four[0]!._id)).statusCode).toBe(200);
    expect(await seats(admin)).toMatchObject({ used: 4, free: 1 });
    expect((await addUser(admin, sixth)).statusCode).toBe(200);
    const unfreeze = await freeze(admin, four[0]!._id);
    expect(unfreeze.statusCode).toBe(409);
    expect(unfreeze.json()).toMatchObject({ field: 'seats' });

    // Billing will set extra seats; they count.
    await t.database.db.update(companies).set({ extraSeats: 2 }).where(eq(companies.id, admin.companyId));
    expect(await seats(admin)).toEqual({ included: 5, extra: 2, total: 7, used: 5, free: 2 });
    expect((await freeze(admin, four[0]!._id)).statusCode).toBe(200);
  });

  it('refuses a duplicate email (any company) and bad fields, naming the field', async () => {
    const admin = await signUpCompany(t);
    const other = await signUpCompany(t);
    const dup = await addUser(admin, { ...newUser(), email: other.email.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ field: 'email' });
    const badRole = await addUser(admin, { ...newUser(), role: 'Admin' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toMatchObject({ field: 'role' });
    const noName = await addUser(admin, { ...newUser(), firstName: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'firstName' });
    expect(await seats(admin)).toMatchObject({ used: 1 });
  });

  it('is Admin only: every other role gets 403 on every management call', async () => {
    const admin = await signUpCompany(t);
    const target = await createUser(t, admin.companyId, 'User');
    for (const role of ['User', 'Sales', 'Reviewer', 'SuperReviewer'] as const) {
      const user = await createUser(t, admin.companyId, role);
      const calls = [
        t.call({ method: 'GET', url: '/api/users/all', token: user.token }),
        t.call({ method: 'GET', url: '/api/users/seats', token: user.token }),
        addUser(user, newUser()),
        t.call({
          method: 'POST',
          url: '/api/users/update-role',
          token: user.token,
          payload: { userId: target.id, role: 'Admin' },
        }),
        freeze(user, target.id),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
    }
  });

  it("answers 404 for another company's user; lists only the Admin's company", async () => {
    const admin = await signUpCompany(t);
    const other = await signUpCompany(t);
    const stranger = await createUser(t, other.companyId, 'User');
    expect((await freeze(admin, stranger.id)).statusCode).toBe(404);
    const role = await t.call({
      method: 'POST',
      url: '/api/users/update-role',
      token: admin.token,
      payload: { userId: stranger.id, role: 'Reviewer' },
    });
    expect(role.statusCode).toBe(404);
    const list = await t.call({ method: 'GET', url: '/api/users/all', token: admin.token });
    expect(list.json<UsersListResponse>().users.map((u) => u.email)).toEqual([admin.email]);
  });

  it('freezes: the old token gets 401 at once, sign-in is refused, lists hide them; unfreeze works', async () => {
    const admin = await signUpCompany(t);
    const user = await createUser(t, admin.companyId, 'User');
    expect((await t.call({ method: 'GET', url: '/api/users/profile', token: user.token })).statusCode).toBe(
      200,
    );

    const frozen = await freeze(admin, user.id);
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json<ManagedUserResponse>().user.isSuspended).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/users/profile', token: user.token })).statusCode).toBe(
      401,
    );
    const refused = await signIn(user.email, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/suspended.*contact your company admin/i);

    const active = await t.call({ method: 'GET', url: '/api/users/all', token: admin.token });
    expect(active.json<UsersListResponse>().users.map((u) => u.email)).not.toContain(user.email);
    const all = await t.call({
      method: 'GET',
      url: '/api/users/all?includeSuspended=true',
      token: admin.token,
    });
    expect(all.json<UsersListResponse>().users.find((u) => u.email === user.email)?.isSuspended).toBe(true);

    const unfrozen = await freeze(admin, user.id);
    expect(unfrozen.json<ManagedUserResponse>().user.isSuspended).toBe(false);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
    // The token of before the freeze stays revoked.
    expect((await t.call({ method: 'GET', url: '/api/users/profile', token: user.token })).statusCode).toBe(
      401,
    );

    const self = await freeze(admin, admin.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ field: 'userId' });
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.companyId, admin.companyId));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['users.freeze', 'users.unfreeze']));
  });

  it('changes roles but never leaves the company without an Admin', async () => {
    const admin = await signUpCompany(t);
    const user = await createUser(t, admin.companyId, 'User');
    const updateRole = (userId: string, role: string) =>
      t.call({
        method: 'POST',
        url: '/api/users/update-role',
        token: admin.token,
        payload: { userId, role },
      });

    const lastAdmin = await updateRole(admin.id, 'User');
    expect(lastAdmin.statusCode).toBe(400);
    expect(lastAdmin.json()).toMatchObject({ field: 'role' });
    expect(lastAdmin.json<{ message: string }>().message).toMatch(/keep an Admin/);

    const promoted = await updateRole(user.id, 'Admin');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<ManagedUserResponse>().user.role).toBe('Admin');
    // The role is read at each request: the promoted user's token now manages users.
    expect((await t.call({ method: 'GET', url: '/api/users/seats', token: user.token })).statusCode).toBe(
      200,
    );

    // Two Admins: one may step down.
    expect((await updateRole(admin.id, 'Reviewer')).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/users/seats', token: admin.token })).statusCode).toBe(
      403,
    );
    const bad = await t.call({
      method: 'POST',
      url: '/api/users/update-role',
      token: user.token,
      payload: { userId: admin.id, role: 'SuperAdmin' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'role' });
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.companyId, admin.companyId));
    expect(log.filter((l) => l.action === 'users.update-role')).toHaveLength(2);
  });
});
