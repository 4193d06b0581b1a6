// Design modes and section types per user (spec §3 User designModes, sectionTypes): set by the
// Admin, enforced on save and on run, scoped to the company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedUserResponse } from '@pilewise/contracts';
import { createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { projectWithInput, smallDesignInput, startRun } from '../../test/runs';
import { assertDesignAllowed } from './design-permissions';

describe('assertDesignAllowed', () => {
  const only = { designModes: [2] as const, sectionTypes: ['W6'] as const };
  it('refuses a mode or section type outside the permissions, naming the field and the mode', () => {
    expect(() => assertDesignAllowed(only, { tracker: { mode: 1 } })).toThrow(
      /Design mode Nextracker is not allowed .*allowed: Generic/,
    );
    expect(() =>
      assertDesignAllowed(only, { tracker: { mode: 2 }, settings: { sectionFamily: 'w 8' } }),
    ).toThrow(/Section type W8 is not allowed/);
  });
  it('lets through what is allowed, company families beyond W6/W8/NXT, and input not yet filled in', () => {
    expect(() =>
      assertDesignAllowed(only, { tracker: { mode: 2 }, settings: { sectionFamily: 'W6' } }),
    ).not.toThrow();
    expect(() =>
      assertDesignAllowed(only, { tracker: { mode: 2 }, settings: { sectionFamily: 'PIPE4' } }),
    ).not.toThrow();
    expect(() => assertDesignAllowed(only, {})).not.toThrow();
    expect(() => assertDesignAllowed(only, null)).not.toThrow();
  });
});

describe.each(BACKENDS)('design modes and section types per user on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let engineer: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t);
    engineer = await createUser(t, admin.companyId, 'User');
    otherAdmin = await signUpCompany(t, { companyName: 'Other Co' });
  });
  afterAll(() => t?.close());

  const setPermissions = (by: TestUser, userId: string, designModes: number[], sectionTypes: string[]) =>
    t.call({
      method: 'POST',
      url: '/api/users/update-permissions',
      token: by.token,
      payload: { userId, designModes, sectionTypes },
    });
  const inputIn = (mode: 1 | 2, family = 'W6') => {
    const input = smallDesignInput();
    return {
      ...input,
      tracker: { ...input.tracker, mode },
      settings: { ...input.settings, sectionFamily: family },
    };
  };
  const save = (user: TestUser, design: unknown) =>
    t.call({
      method: 'POST',
      url: '/api/projects/add',
      token: user.token,
      payload: { name: 'Permitted?', client: 'C', design: { designInput: design } },
    });

  it('new users may use every mode and section type (the default)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/profile', token: engineer.token });
    expect(res.json<{ user: { designModes: number[]; sectionTypes: string[] } }>().user).toMatchObject({
      designModes: [1, 2, 3, 4],
      sectionTypes: ['W6', 'W8', 'NXT'],
    });
  });

  it('only the Admin sets them, only on users of the company, with at least one of each', async () => {
    const byUser = await setPermissions(engineer, engineer.id, [1, 2, 3, 4], ['W6']);
    expect(byUser.statusCode).toBe(403);
    const crossCompany = await setPermissions(otherAdmin, engineer.id, [2], ['W6']);
    expect(crossCompany.statusCode).toBe(404);
    const empty = await setPermissions(admin, engineer.id, [], ['W6']);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ field: string }>().field).toBe('designModes');
    const badMode = await setPermissions(admin, engineer.id, [5], ['W6']);
    expect(badMode.statusCode).toBe(400);
    const ok = await setPermissions(admin, engineer.id, [2, 2, 3], ['W6']);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ManagedUserResponse>().user).toMatchObject({ designModes: [2, 3], sectionTypes: ['W6'] });
  });

  it('a save in a mode or section type the user may not use is refused (403 naming the mode); others pass', async () => {
    const mode1 = await save(engineer, inputIn(1));
    expect(mode1.statusCode).toBe(403);
    expect(mode1.json<{ message: string; field: string }>()).toMatchObject({
      field: 'design.designInput.tracker.mode',
      message: expect.stringMatching(
        /Design mode Nextracker is not allowed for your account \(allowed: Generic, Nevados\)/,
      ),
    });
    const w8 = await save(engineer, inputIn(2, 'W8'));
    expect(w8.statusCode).toBe(403);
    expect(w8.json<{ field: string; message: string }>()).toMatchObject({
      field: 'design.designInput.settings.sectionFamily',
      message: expect.stringMatching(/Section type W8 is not allowed/),
    });
    expect((await save(engineer, inputIn(2))).statusCode).toBe(200);
    // The Admin keeps every mode.
    expect((await save(admin, inputIn(1))).statusCode).toBe(200);
  });

  it('a run of a project saved before the Admin narrowed the user’s modes is refused', async () => {
    const other = await createUser(t, admin.companyId, 'User');
    const project = await projectWithInput(t, other, inputIn(2, 'W6'), 'Saved before');
    expect((await setPermissions(admin, other.id, [1], ['W6'])).statusCode).toBe(200);
    const run = await startRun(t, other, project._id);
    expect(run.statusCode).toBe(403);
    expect(run.json<{ message: string; field: string }>()).toMatchObject({
      field: 'designInput.tracker.mode',
      message: expect.stringMatching(/Design mode Generic is not allowed/),
    });
    // Someone of another company cannot even find the project to run it.
    const intruder = await createUser(t, otherAdmin.companyId, 'User');
    expect((await startRun(t, intruder, project._id)).statusCode).toBe(404);
  });
});
