// The company section library through the API: roles, company scoping, the engine's checks,
// and a run carrying the library's sections (with their source notes) in its input snapshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySection, CompanySectionResponse, CompanySectionsResponse } from '@pilewise/contracts';
import { createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { NXT_T12, NXT_T9 } from '../../test/nxt-sections';
import { getRun, projectWithInput, runRow, smallDesignInput, startedRun, startRun } from '../../test/runs';

const IN = 0.0254;
const nxtLight = NXT_T9;
const nxtHeavy = NXT_T12;

describe.each(BACKENDS)('company section library on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let engineer: TestUser;
  let reviewer: TestUser;
  let sales: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Acme Solar' });
    engineer = await createUser(t, admin.companyId, 'User');
    reviewer = await createUser(t, admin.companyId, 'Reviewer');
    sales = await createUser(t, admin.companyId, 'Sales');
    otherAdmin = await signUpCompany(t, { companyName: 'Other Co' });
  });
  afterAll(() => t?.close());

  const add = (user: TestUser, section: unknown) =>
    t.call({ method: 'POST', url: '/api/sections', token: user.token, payload: { section } });
  const list = async (user: TestUser, family?: string) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/sections${family ? `?family=${encodeURIComponent(family)}` : ''}`,
      token: user.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CompanySectionsResponse>().sections;
  };
  const added = async (user: TestUser, section: unknown): Promise<CompanySection> => {
    const res = await add(user, section);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CompanySectionResponse>().section;
  };

  it('an Admin and an engineer add sections; every member reads them; Reviewer and Sales may not write', async () => {
    const light = await added(admin, nxtLight);
    expect(light.source).toBe(nxtLight.source);
    // 2.68 in² x 7850 kg/m³ x g, in lb/ft: 2.68 x 3.4028 = 9.12 lb/ft (steel at 490 pcf).
    expect(light.weight_lb_per_ft!).toBeCloseTo(9.12, 1);
    await added(engineer, nxtHeavy);
    for (const who of [reviewer, sales]) {
      expect((await list(who)).map((s) => s.name)).toEqual(['NXT T12', 'NXT T9']);
      const res = await add(who, { ...nxtLight, name: 'NXT X' });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/Admin or an engineer/);
    }
    expect((await list(admin, 'nxt')).length).toBe(2);
    expect(await list(admin, 'W6')).toEqual([]);
  });

  it('another company neither sees nor changes them (404 as if absent)', async () => {
    expect(await list(otherAdmin)).toEqual([]);
    const [mine] = await list(admin);
    const put = await t.call({
      method: 'PUT',
      url: `/api/sections/${mine!._id}`,
      token: otherAdmin.token,
      payload: { section: { ...nxtLight, name: 'Hijacked' } },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/sections/${mine!._id}`,
      token: otherAdmin.token,
    });
    expect(del.statusCode).toBe(404);
    expect((await list(admin)).map((s) => s.name)).toContain(mine!.name);
    // Its own section of the same name is its own business.
    await added(otherAdmin, nxtLight);
  });

  it("bad sections get a 400 naming the field, with the engine's own message", async () => {
    const thick = await add(admin, { ...nxtLight, name: 'Bad 1', tf_m: nxtLight.d_m / 2 });
    expect(thick.statusCode).toBe(400);
    expect(thick.json<{ field: string; message: string }>()).toMatchObject({
      field: 'section.tf_m',
      message: expect.stringMatching(/tf_m .* must be less than half of d_m/),
    });
    const noSource = await add(admin, { ...nxtLight, name: 'Bad 2', source: ' ' });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json<{ field: string }>().field).toBe('section.source');
    const negative = await add(admin, { ...nxtLight, name: 'Bad 3', Ix_m4: -1 });
    expect(negative.json<{ field: string }>().field).toBe('section.Ix_m4');
    const catalogued = await add(admin, { ...nxtLight, name: 'w6x9' });
    expect(catalogued.statusCode).toBe(400);
    expect(catalogued.json<{ field: string; message: string }>()).toMatchObject({
      field: 'section.name',
      message: expect.stringMatching(/AISC catalogue/),
    });
    const twice = await add(admin, { ...nxtLight, name: 'nxt  t9' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ field: string }>().field).toBe('section.name');
    const pipe = await added(admin, {
      kind: 'pipe',
      name: 'P4 test',
      family: 'PIPE4',
      od_m: 4.5 * IN,
      t_m: 0.237 * IN,
      source: 'Test data: ASME B36.10 4 in Sch 40',
    });
    expect(pipe.family).toBe('PIPE4');
  });

  it('a run copies the family’s library sections into its input; deleting one later leaves the run its copy', async () => {
    const input = smallDesignInput();
    input.settings = { ...input.settings, sectionFamily: 'NXT', minSection: 'NXT T9', maxSection: 'NXT T12' };
    const project = await projectWithInput(t, engineer, input, 'NXT site');
    const run = await startedRun(t, engineer, project._id);
    const row = await runRow(t, run._id);
    const snapshot = row.input as { settings: { userSections: { name: string; source: string }[] } };
    expect(snapshot.settings.userSections.map((s) => [s.name, s.source]).sort()).toEqual([
      ['NXT T12', nxtHeavy.source],
      ['NXT T9', nxtLight.source],
    ]);
    // The saved project input is left as the user saved it.
    const saved = await t.call({
      method: 'GET',
      url: `/api/projects/get-project-data/${project._id}`,
      token: engineer.token,
    });
    const savedInput = saved.json<{
      project: { design: { designInput: { settings: Record<string, unknown> } } };
    }>().project.design.designInput;
    expect(savedInput.settings.userSections).toBeUndefined();

    await waitFinished(run._id);
    const done = await runRow(t, run._id);
    expect(done.status, done.message).toBe('succeeded');
    expect(done.result!.piers.every((p) => p.section.family === 'NXT')).toBe(true);
    // The Result tab reads where the run's own sections come from.
    const got = await getRun(t, engineer, run._id);
    expect(got.sectionSources!.map((x) => x.name).sort()).toEqual(['NXT T12', 'NXT T9']);
    expect(got.sectionSources!.find((x) => x.name === 'NXT T9')!.source).toMatch(
      /^Test data: AISC Shapes Database v16.0, W6x9 row \(/,
    );
    const light = (await list(admin)).find((s) => s.name === 'NXT T9')!;
    const del = await t.call({ method: 'DELETE', url: `/api/sections/${light._id}`, token: engineer.token });
    expect(del.statusCode, del.body).toBe(200);
    const after = (await runRow(t, run._id)).input as typeof snapshot;
    expect(after.settings.userSections.map((s) => s.name)).toContain('NXT T9');
    // A new run of the project no longer finds it: the engine says where.
    const again = await startRun(t, engineer, project._id);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toMatch(/settings\.minSection/);
  });

  it("a project's own copy of a section (same name) wins over the library's", async () => {
    await added(admin, { ...nxtLight, name: 'NXT T9', source: 'Library copy' });
    const input = smallDesignInput();
    const own = { ...nxtLight, source: 'Project copy' };
    input.settings = {
      ...input.settings,
      sectionFamily: 'NXT',
      minSection: 'NXT T9',
      maxSection: 'NXT T12',
      userSections: [own],
    };
    const project = await projectWithInput(t, engineer, input, 'NXT own copy');
    const run = await startedRun(t, engineer, project._id);
    const snapshot = (await runRow(t, run._id)).input as {
      settings: { userSections: { name: string; source: string }[] };
    };
    expect(snapshot.settings.userSections.filter((s) => s.name === 'NXT T9').map((s) => s.source)).toEqual([
      'Project copy',
    ]);
    await waitFinished(run._id);
  });

  async function waitFinished(runId: string) {
    await expect
      .poll(async () => (await runRow(t, runId)).status, { timeout: 25_000, interval: 50 })
      .toMatch(/succeeded|failed|cancelled/);
  }
});
