// A run's start reads its project's design input, its lock's holder and the company library in one
// statement (run-start-read.ts): the same answers as the reads it replaces (findLock,
// listCompanySections), and nothing of a project of another company.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySections, projectLocks } from '../db/schema';
import { findLock } from '../projects/project-lock.repository';
import { listCompanySections } from '../sections/sections.repository';
import { createProject, createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { smallDesignInput } from '../../test/runs';
import { readRunStart } from './run-start-read';

describe.each(BACKENDS)("a run's start read on %s", (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Read Co' });
    owner = await createUser(t, admin.companyId, 'User');
    stranger = await signUpCompany(t, { companyName: 'Elsewhere Inc' });
    // Library sections straight in their rows (the read does not look inside them): two families
    // out of order, and one of the other company.
    const section = (companyId: string, name: string, family: string) => ({
      id: randomUUID(),
      companyId,
      name,
      nameKey: name.replace(/\s+/g, '').toUpperCase(),
      family,
      section: { name, family, source: `${name}'s sheet`, area_m2: 0.001 } as never,
    });
    await t.database.db
      .insert(companySections)
      .values([
        section(admin.companyId, 'NXT T9', 'NXT'),
        section(admin.companyId, 'W6x7 mill', 'W6'),
        section(admin.companyId, 'NXT T12', 'NXT'),
        section(stranger.companyId, 'Foreign', 'NXT'),
      ]);
  });
  afterAll(() => t?.close());

  const openLock = (user: TestUser, id: string) =>
    t.call({ method: 'POST', url: `/api/projects/lock/${id}`, token: user.token });

  it('is the design input alone, the lock’s holder and every section of the library, as read apart', async () => {
    const input = smallDesignInput();
    const p = await createProject(t, owner, { name: 'Read site', design: { designInput: input } });
    expect((await openLock(owner, p._id)).statusCode).toBe(200);
    const read = await readRunStart(t.database.db, admin.companyId, p._id);
    expect(read.input).toEqual(JSON.parse(JSON.stringify(input)));
    expect(read.lock).toEqual(await findLock(t.database.db, p._id));
    expect(read.lock).toMatchObject({ userId: owner.id });
    const library = await listCompanySections(t.database.db, admin.companyId);
    expect(read.library).toEqual(library.map(({ family, section }) => ({ family, section })));
    expect(read.library.map((s) => s.section.name)).toEqual(['NXT T12', 'NXT T9', 'W6x7 mill']);
  });

  it('has no lock once it lapsed, and no input for a project without one', async () => {
    const p = await createProject(t, owner, { name: 'Bare site' });
    expect(await readRunStart(t.database.db, admin.companyId, p._id)).toMatchObject({
      input: null,
      lock: null,
    });
    expect((await openLock(owner, p._id)).statusCode).toBe(200);
    expect((await readRunStart(t.database.db, admin.companyId, p._id)).lock).not.toBeNull();
    await t.database.db
      .update(projectLocks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(projectLocks.projectId, p._id));
    expect((await readRunStart(t.database.db, admin.companyId, p._id)).lock).toBeNull();
  });

  it('reads nothing of another company’s project: neither its input, nor its lock, nor a library', async () => {
    const p = await createProject(t, owner, {
      name: 'Not theirs',
      design: { designInput: smallDesignInput() },
    });
    expect((await openLock(owner, p._id)).statusCode).toBe(200);
    expect(await readRunStart(t.database.db, stranger.companyId, p._id)).toEqual({
      input: null,
      lock: null,
      library: [],
    });
    expect(await readRunStart(t.database.db, admin.companyId, randomUUID())).toEqual({
      input: null,
      lock: null,
      library: [],
    });
  });
});
