// The stamping calculator through the API: one pile of the small fixture computed as the design
// run computes it (the run's own numbers are the reference), its PDF (text by poppler's
// pdftotext: the section, the loads, every check and its clause, on one page), clear field errors, and
// who may use it (roles, plan, design permissions).
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatQuantity,
  type RunInputErrorsResponse,
  type StampSheetBody,
  type StampSheetResponse,
} from '@pilewise/contracts';
import { runDesign } from '@pilewise/engine';
import { createUser, setCompanyPlan, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { smallDesignInput } from '../../test/runs';
import { CALCULATIONS_PER_USER } from './one-pier-threads';

const exec = promisify(execFile);

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'pilewise-sheet-'));
  const file = join(dir, 'sheet.pdf');
  await writeFile(file, bytes);
  const { stdout } = await exec('pdftotext', [file, '-']);
  const info = await exec('pdfinfo', [file]);
  const pages = Number(/Pages:\s+(\d+)/.exec(info.stdout)?.[1]);
  return { text: stdout.replace(/\s+/g, ' '), pages };
}

/** The fixture's SAP pier as the design run answers it: the pile a sheet is checked against. */
const designed = (() => {
  const run = runDesign(smallDesignInput(), { seeding: false });
  if (!run.ok) throw new Error('fixture');
  return run.result.piers.find((p) => p.pierTypeId === 'SAP' && p.status === 'pass')!;
})();

const body = (over: Partial<StampSheetBody> = {}): StampSheetBody => ({
  input: smallDesignInput() as unknown as Record<string, unknown>,
  pierTypeId: 'SAP',
  section: designed.section.name,
  embedment_m: designed.embedment_m,
  pileHeight_m: designed.pileHeight_m,
  title: 'Row 12 pier 3',
  ...over,
});

describe.each(BACKENDS)('stamping calculator on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let engineer: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Sheet Co' });
    engineer = await createUser(t, admin.companyId, 'User');
  });
  afterAll(() => t?.close());

  const calculate = (user: TestUser | null, payload: object) =>
    t.call({ method: 'POST', url: '/api/stamp-calculator/calculate', token: user?.token, payload });
  const pdf = (user: TestUser | null, payload: object) =>
    t.call({ method: 'POST', url: '/api/stamp-calculator/pdf', token: user?.token, payload });

  it("answers the pile's checks as the design run has them, with working and profiles", async () => {
    await t.app.onePierThreads.warm();
    const before = t.app.onePierThreads.completed;
    const res = await calculate(engineer, body());
    expect(res.statusCode, res.body).toBe(200);
    // Computed on the calculator's engine thread, not on the API's event loop.
    expect(t.app.onePierThreads.completed).toBe(before + 1);
    const { pier } = res.json<StampSheetResponse>();
    expect(pier).toMatchObject({ status: 'pass', section: { name: designed.section.name } });
    expect(pier.checks.map((c) => c.id)).toEqual(designed.checks.map((c) => c.id));
    // Deflections and axial checks are the run's to the bit (the steel check's Lb differs by design: one-pier.ts).
    for (const c of designed.checks.filter((x) => !x.id.startsWith('steel')))
      expect(pier.checks.find((x) => x.id === c.id)).toEqual(c);
    expect(pier.checks.every((c) => c.details && Object.keys(c.details).length > 0)).toBe(true);
    const axis = (pier.profiles.strong ?? pier.profiles.weak)!.profile;
    for (const k of ['deflection_m', 'moment_Nm', 'shear_N', 'soilReaction_N_per_m'] as const)
      expect(axis[k].length).toBe(axis.z_m.length);
  });

  it(`one user's sheets beyond ${CALCULATIONS_PER_USER} at once: 429 saying so, computing nothing, while another user's is computed`, async () => {
    await t.app.onePierThreads.warm();
    const before = t.app.onePierThreads.completed;
    const mine = Array.from({ length: CALCULATIONS_PER_USER + 1 }, () => calculate(engineer, body()));
    const [theirs, ...answers] = await Promise.all([calculate(admin, body()), ...mine]);
    expect(theirs.statusCode).toBe(200);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array<number>(CALCULATIONS_PER_USER).fill(200), 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/stamping calculator sheets being computed already: wait for one/),
    });
    expect(t.app.onePierThreads.completed).toBe(before + CALCULATIONS_PER_USER + 1);
    // Answered: the user's places are back.
    expect((await calculate(engineer, body())).statusCode).toBe(200);
  });

  it('a PDF of one page naming the pile, its section, its loads, every check and clause', async () => {
    const drawn = t.app.documentThreads.completed;
    const res = await pdf(engineer, body());
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // drawn on the documents thread, not the event loop (documents/document-threads.ts)
    expect(t.app.documentThreads.completed).toBe(drawn + 1);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Single Pile Calculation Sheet Row 12 pier 3');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    // One page an engineer stamps (issue 13): the answer, loads, checks and profiles together.
    expect(pages).toBe(1);
    expect(text).toContain("ENGINEER'S SEAL");
    expect(text).toContain('Row 12 pier 3');
    expect(text).toContain(`${designed.section.name} (W6 family)`);
    expect(text).toContain(`Embedment ${formatQuantity('length', designed.embedment_m, 'imperial')} ft`);
    expect(text).toContain('Passes every check');
    // the steel the checks rest on: E left empty is the 200 GPa the design takes, to 5 figures
    expect(text).toContain('Steel E 29008 ksi (default)');
    for (const check of designed.checks) {
      expect(text).toContain(check.name);
      // The clause's first citation (the sheet leaves the long asides on why a factor applies to the report).
      expect(text).toContain(check.reference.split(/[;(]/)[0]!.trim());
      // Each governing combination with its factors, in the combinations' table.
      if (check.combination) expect(text).toContain(check.combination);
    }
    // The load cases at the load height, as the design mode gives them (the fixture SAP: D 0.944 kip down, W0 1.53 kip across).
    expect(text).toMatch(/P \(kip\), compr\. \+ 0\.944 0\.585 -2\.59/);
    expect(text).toMatch(/Vx \(kip\) 0 0 1\.53/);
    // The steel check's working: AISC 360-16 Eq. H1-1b with its terms.
    expect(text).toContain('AISC Eq. H1-1b: Pr/(2 Pc) + Mrx/Mcx + Mry/Mcy');
    expect(text).toContain('preliminary, informative use only');
  });

  it('a pile over a limit says it fails, in the data and on the sheet', async () => {
    const shallow = { ...body(), embedment_m: 1.0 };
    const res = await calculate(engineer, shallow);
    expect(res.statusCode, res.body).toBe(200);
    const { pier } = res.json<StampSheetResponse>();
    expect(pier.status).toBe('no-solution');
    expect(pier.checks.some((c) => !c.passes)).toBe(true);
    const { text, pages } = await pdfText((await pdf(engineer, shallow)).rawPayload);
    expect(text).toContain('Fails:');
    expect(text).toContain('FAILS');
    // Failure messages and more warnings: still one page (the sheet sets its type a size smaller).
    expect(pages).toBe(1);
  });

  it('bad input: 400 naming each field, never a 500', async () => {
    const unknownSection = await calculate(engineer, body({ section: 'W6x99' }));
    expect(unknownSection.statusCode).toBe(400);
    expect(unknownSection.json<RunInputErrorsResponse>()).toMatchObject({
      code: 'VALIDATION',
      field: 'section',
    });

    const input = smallDesignInput() as unknown as { soil: { layers: { phiDeg?: number }[] } };
    input.soil.layers[1]!.phiDeg = 80;
    const badSoil = await calculate(engineer, body({ input: input as unknown as Record<string, unknown> }));
    expect(badSoil.statusCode).toBe(400);
    const errors = badSoil.json<RunInputErrorsResponse>().errors.map((e) => e.path);
    expect(errors).toContain('input.soil.layers[1].phiDeg');

    const noType = await calculate(engineer, body({ pierTypeId: 'ERE' }));
    expect(noType.statusCode).toBe(400);
    expect(noType.json<RunInputErrorsResponse>().field).toBe('pierTypeId');

    const negative = await calculate(engineer, { ...body(), embedment_m: -2 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ field: string }>().field).toContain('embedment_m');

    for (const junk of [[], {}, { input: 3 }, { ...body(), input: { tracker: 'x' } }]) {
      const res = await calculate(engineer, junk);
      expect(res.statusCode, JSON.stringify(junk)).toBe(400);
      const sheet = await pdf(engineer, junk);
      expect(sheet.statusCode, JSON.stringify(junk)).toBe(400);
    }
  });

  it('signed out: 401; an ended plan: 402 saying what ended', async () => {
    expect((await calculate(null, body())).statusCode).toBe(401);
    expect((await pdf(null, body())).statusCode).toBe(401);
    const ended = await signUpCompany(t, { companyName: 'Ended Co' });
    await setCompanyPlan(t, ended.companyId, { planEndsAt: new Date('2024-01-31T12:00:00Z') });
    const res = await pdf(ended, body());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED', subscriptionExpired: true });
  });

  it('a section type the Admin does not allow the user is refused (403), the section named', async () => {
    const limited = await createUser(t, admin.companyId, 'User');
    const set = await t.call({
      method: 'POST',
      url: '/api/users/update-permissions',
      token: admin.token,
      payload: { userId: limited.id, designModes: [2], sectionTypes: ['W8'] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await calculate(limited, body());
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/Section type W6 is not allowed/);
    const w8 = await calculate(limited, body({ section: 'W8x10' }));
    expect(w8.statusCode, w8.body).toBe(200);
  });
});
