// The token holders an API process keeps in memory (src/auth/token-holder-cache.ts): a session
// used once is answered from memory after that, and is refused at the very next request after a
// sign-out, password change, freeze (of the user or of the company), role change or removal,
// whichever process or path made it. On PostgreSQL, two apps on one database stand for two API
// processes (each its own pool, listening connection and cache); the revoking call goes through
// one, or straight to the database, and the next request goes to the other with no wait between.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema';
import { createUser, PASSWORD, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, type TestApp } from '../../test/helper';
import { twoProcesses, type ApiProcess } from '../../test/second-process';

describe.each(BACKENDS)('token holders kept in memory, on %s', (backend) => {
  let t: TestApp;
  /** Where changes are made (the test app). */
  let writer: ApiProcess;
  /** Where the next request goes: another process on PostgreSQL; the same one on PGlite (one process). */
  let reader: ApiProcess;
  twoProcesses(backend, (p) => ({ t, writer, reader } = p));

  const me = (token: string) => reader.call({ method: 'GET', url: '/api/auth/refresh-user-data', token });

  /** A session the reader has answered twice, the second time from memory. */
  async function cachedSession(user: TestUser): Promise<void> {
    const before = { ...reader.app.tokenHolders.counts };
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
    expect(reader.app.tokenHolders.counts.hits).toBeGreaterThan(before.hits);
  }

  it('answers a known session from memory: one read for several requests', async () => {
    const admin = await signUpCompany(t);
    const before = { ...reader.app.tokenHolders.counts };
    for (let i = 0; i < 5; i++) expect((await me(admin.token)).statusCode).toBe(200);
    expect(reader.app.tokenHolders.counts.reads - before.reads).toBe(1);
    expect(reader.app.tokenHolders.counts.hits - before.hits).toBe(4);
  });

  it('sign-out through one process: the other refuses the session at the next request', async () => {
    const admin = await signUpCompany(t);
    await cachedSession(admin);
    const out = await writer.call({ method: 'POST', url: '/api/auth/sign-out', token: admin.token });
    expect(out.statusCode).toBe(200);
    const res = await me(admin.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/revoked/) });
  });

  it('password change through one process: the other refuses the old token, takes the new one', async () => {
    const admin = await signUpCompany(t);
    await cachedSession(admin);
    const changed = await writer.call({
      method: 'POST',
      url: '/api/users/change-password',
      token: admin.token,
      payload: { currentPassword: PASSWORD, newPassword: 'Another2@pass', confirmPassword: 'Another2@pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(401);
    expect((await me(changed.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('an Admin freezes a user through one process: the other refuses the user at once', async () => {
    const admin = await signUpCompany(t);
    const user = await createUser(t, admin.companyId, 'User');
    await cachedSession(user);
    const frozen = await writer.call({
      method: 'GET',
      url: `/api/users/freeze/${user.id}`,
      token: admin.token,
    });
    expect(frozen.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('a role change through one process is the role the other checks next', async () => {
    const admin = await signUpCompany(t);
    const second = await createUser(t, admin.companyId, 'Admin');
    await cachedSession(second);
    const usersList = () => reader.call({ method: 'GET', url: '/api/users/all', token: second.token });
    expect((await usersList()).statusCode).toBe(200);
    const changed = await writer.call({
      method: 'POST',
      url: '/api/users/update-role',
      token: admin.token,
      payload: { userId: second.id, role: 'User' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await usersList()).statusCode).toBe(403);
  });

  it('changes written straight to the database (company frozen, user removed) end cached sessions', async () => {
    const admin = await signUpCompany(t);
    const user = await createUser(t, admin.companyId, 'User');
    await cachedSession(admin);
    await cachedSession(user);
    // Another path than the API (the console, a script, another service): the rows alone.
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await me(user.token)).statusCode).toBe(401);
    await t.database.db
      .update(companies)
      .set({ frozenAt: new Date() })
      .where(eq(companies.id, admin.companyId));
    const res = await me(admin.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'COMPANY_FROZEN' });
  });

  it('keeps nothing for a token naming no user', async () => {
    const admin = await signUpCompany(t);
    const ghost = reader.app.jwt.sign({ sub: randomUUID(), cid: admin.companyId, tv: 0 });
    expect((await me(ghost)).statusCode).toBe(401);
    expect((await me(ghost)).statusCode).toBe(401);
  });
});
