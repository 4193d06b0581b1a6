// A run is work on engine threads every company of the server shares: an input that asks more
// than one run may make (engine MAX_PILE_HEIGHTS, MAX_PIER_DESIGNS) is refused at the start,
// naming the field, before anything is queued. 200,000 pile heights answered 500 before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import { MAX_PIER_DESIGNS, MAX_PILE_HEIGHTS, type DesignInputRaw } from '@pilewise/engine';
import { signUpCompany, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helper';
import { projectWithInput, smallDesignInput, startRun } from '../../test/runs';

describe('the size of a run (PGlite)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    admin = await signUpCompany(t, { companyName: 'Big Site Co' });
  });
  afterAll(() => t?.close());

  const refusal = async (input: DesignInputRaw) => {
    const project = await projectWithInput(t, admin, input);
    const res = await startRun(t, admin, project._id, 'fast');
    expect(res.statusCode).toBe(400);
    const runs = await t.call({
      method: 'GET',
      url: `/api/projects/project-runs/${project._id}`,
      token: admin.token,
    });
    expect(runs.json<{ runs: unknown[] }>().runs).toEqual([]);
    return res.json<{ errors: { path: string; message: string }[] }>().errors;
  };

  it('more pile heights than one input may hold: 400 naming pileHeights_m, nothing queued', async () => {
    const input = smallDesignInput() as DesignInputRaw & { pileHeights_m: number[] };
    input.pileHeights_m = Array.from({ length: 200_000 }, (_, i) => 1 + (i % 100) * 0.01);
    expect(await refusal(input)).toContainEqual({
      path: 'pileHeights_m',
      message: `at most ${MAX_PILE_HEIGHTS} pile heights: design the rest in another project`,
    });
  });

  it('more pier designs than one run makes (51 NXT pier types at 100 heights): 400 naming the tracker', async () => {
    const input = structuredClone(nextracker) as unknown as DesignInputRaw & {
      pileHeights_m: number[];
      tracker: { nextracker: { pierTypes: { id: string }[]; rows: { pierType: string }[] } };
    };
    const { pierTypes, rows } = input.tracker.nextracker;
    const first = pierTypes[0]!;
    const firstRows = rows.filter((r) => r.pierType === first.id);
    for (let k = pierTypes.length; k < 51; k++) {
      pierTypes.push({ ...first, id: `P${k}` });
      rows.push(...firstRows.map((r) => ({ ...r, pierType: `P${k}` })));
    }
    input.pileHeights_m = Array.from({ length: MAX_PILE_HEIGHTS }, (_, i) => 1 + i * 0.01);
    expect(await refusal(input)).toContainEqual({
      path: 'tracker',
      message: `makes more than ${MAX_PIER_DESIGNS} pier designs (each pier type at each pile height): split the site into projects of fewer pier types or pile heights`,
    });
  });
});
