/**
 * How the design problem uses the seismic part: what the engineer must be told about the
 * horizontal seismic coefficient reaches the problem's warnings (and so the result).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import {
  MAX_EMBEDMENT_STEPS,
  MAX_PILE_HEIGHTS,
  MAX_USER_SECTIONS,
  parseDesignInput,
  formatDesignInputErrors,
} from './design-input';
import { buildDesignProblem, MAX_DESIGN_COMBINATIONS, MAX_PIER_DESIGNS } from './design-problem';

const FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../examples/projects/nextracker-100mw-unbalanced.json',
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function problemOf(change: (j: any) => void) {
  const j = JSON.parse(readFileSync(FILE, 'utf8'));
  change(j);
  const parsed = parseDesignInput(j);
  if (!parsed.ok) throw new Error(formatDesignInputErrors(parsed.errors).join('\n'));
  return buildDesignProblem(parsed.value);
}

it('S1 not given: the unchecked S1 ≥ 0.6 g lower limit (Eq. 15.4-2, ASCE 7-16 §15.4.1) is reported', () => {
  // With SD1 given but S1 blank, Cs cannot be checked against Eq. 15.4-2, 0.8·S1/(R/Ie); where
  // S1 ≥ 0.6 g that limit can govern (S1 = 0.75 g, R = 1.25, Ie = 1.0, SDS = 0.3 g, T = 0.45 s:
  // Eq. 12.8-2 gives 0.3/1.25 = 0.24, Eq. 15.4-2 gives 0.8 × 0.75/1.25 = 0.48, twice as much),
  // so the engineer must be told; the note was kept in the seismic summary, which the problem dropped.
  const r = problemOf((j) => (j.seismic.params = { R: 1.25, SDS: 0.5, SD1: 0.27, T_s: 0.45 }));
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.problem.warnings).toContain(
    'seismic: S1 not given: the S1 ≥ 0.6 g lower limit could not be checked.',
  );
});

it('T > 4 s without TL: the design problem names it instead of throwing', () => {
  const r = problemOf((j) => {
    j.seismic.params.T_s = 5;
  });
  expect(r.ok).toBe(false);
  expect(!r.ok && r.errors[0]?.message).toContain('T = 5 s exceeds 4 s: give TL');
});

// Las Vegas example (ASCE 7-16, Site Class D, Risk Category II → Ie = 1.0, R = 1.25, T = 0.45 s):
//   SMS = Fa·Ss = 1.36 × 0.55 = 0.748, SDS = 2/3 × 0.748 = 0.498667 g        (Eq. 11.4-1, 11.4-3)
//   SM1 = Fv·S1 = 2.24 × 0.18 = 0.4032, SD1 = 2/3 × 0.4032 = 0.2688 g        (Eq. 11.4-2, 11.4-4)
//   Eq. 12.8-2: SDS/(R/Ie) = 0.498667/1.25 = 0.398933
//   Eq. 12.8-3: SD1/(T·R/Ie) = 0.2688/(0.45 × 1.25) = 0.477867 (not lower)
//   Eq. 15.4-1: max(0.044 × 0.498667, 0.03) = 0.03; S1 < 0.6 g: no Eq. 15.4-2  → Cs = 0.398933 (Eq. 12.8-2)
//   snow: pf = 0.7 × Ce 1.0 × Ct 1.2 × Is 1.0 × 240 Pa = 201.6 Pa < 30 psf (1436 Pa) → no snow share (§12.7.2(4))
//   MP-EXT: heaviest exterior pile of the unbalanced wings, rw_ext[0] = 4450 N → Eh = 0.398933 × 4450 = 1775.25 N
it('the seismic working is in the problem and in the checks of the seismic combinations (issue 9)', () => {
  const r = problemOf(() => {});
  if (!r.ok) throw new Error('problem');
  const w = r.problem.seismic!;
  expect(w.SDS).toBeCloseTo(0.498667, 6);
  expect(w.SD1).toBeCloseTo(0.2688, 12);
  expect([w.R, w.Ie, w.S1]).toEqual([1.25, 1, 0.18]);
  expect(w.Cs).toBeCloseTo(0.398933, 6);
  expect(w.csGoverning).toBe('Eq. 12.8-2');
  expect(w.csTerms.map((t) => t.equation)).toEqual(['Eq. 12.8-2', 'Eq. 12.8-3', 'Eq. 15.4-1']);
  expect(w.pf_Pa).toBeCloseTo(201.6, 9);
  expect(w.snowFraction).toBe(0);
  const mp = w.piers.find((p) => p.pierTypeId === 'MP-EXT')!;
  expect(mp.seismicWeight_N).toBe(4450);
  expect(mp.snowShare_N).toBe(0);
  expect(mp.Eh_N).toBeCloseTo(1775.25, 1);
  // E about the strong axis and about the weak axis, each a combination of its own
  const pc = r.problem.piers.find((p) => p.pierTypeId === 'MP-EXT')!;
  const names = pc.combinations.map((c) => c.name);
  expect(names).toContain('7-16 LRFD 6: 1.2D + 1.0Ex + 1.0Ev');
  expect(names).toContain('7-16 LRFD 6: 1.2D + 1.0Ey + 1.0Ev');
  expect(pc.combinations.find((c) => c.name.includes('1.0Ey'))?.seismic).toBe(true);
  expect(pc.seismic).toMatchObject({
    Cs: w.Cs,
    Eh_N: mp.Eh_N,
    seismicWeight_N: 4450,
    csGoverning: 'Eq. 12.8-2',
  });
});

it('one design method: LRFD strength combinations and ASD service combinations (AISC 360-16 B3)', () => {
  const r = problemOf(() => {});
  if (!r.ok) throw new Error('problem');
  expect(r.problem.settings.designMethod).toBe('LRFD');
  for (const c of r.problem.piers[0]!.combinations) {
    expect(c.roles.steel).toBe(c.method === 'LRFD');
    expect(c.roles.geotech).toBe(c.method === 'LRFD');
    expect(c.roles.service).toBe(c.method === 'ASD');
  }
  // the same project by ASD: ASD combinations only, each feeding every check
  const a = problemOf((j) => (j.settings.designMethod = 'ASD'));
  if (!a.ok) throw new Error('problem');
  const combos = a.problem.piers[0]!.combinations;
  expect(combos.every((c) => c.method === 'ASD' && c.roles.steel && c.roles.service && c.roles.geotech)).toBe(
    true,
  );
  // geotechnical resistance by ASD from load tests: FS 2 / 1.5 / 2 (IBC 1810.3.3.1.2, 1810.3.3.1.5)
  const g = a.problem.settings.geotech;
  expect([g.method, g.FS_compression, g.FS_uplift, g.FS_sustainedUplift]).toEqual(['ASD', 2, 1.5, 2]);
});

it('constants a reviewer may change are listed with their source; the unverified ones are named in a warning', () => {
  const r = problemOf(() => {});
  if (!r.ok) throw new Error('problem');
  const byPath = new Map(r.problem.constants.map((c) => [c.inputPath, c]));
  expect(byPath.get('corrosion.romanoff.steelK_um')).toMatchObject({ value: 40, engineerToConfirm: true });
  expect(byPath.get('vertical.phi_uplift')).toMatchObject({ value: 0.6, engineerToConfirm: true });
  expect(
    r.problem.warnings.some((w) => w.startsWith('engineer to confirm: Aggressive Romanoff zinc K = 25 µm')),
  ).toBe(true);
  // named once among the warnings (the corrosion loss's own note named them a second time)
  expect(r.problem.warnings.filter((w) => /Romanoff/.test(w))).toHaveLength(1);
  // given values are the project's own: no longer flagged
  const given = problemOf(
    (j) => (j.corrosion.romanoff = { zincK_um: 25, zincN: 0.65, steelK_um: 40, steelN: 0.8 }),
  );
  if (!given.ok) throw new Error('problem');
  const k = given.problem.constants.find((c) => c.inputPath === 'corrosion.romanoff.steelK_um')!;
  expect([k.source, k.engineerToConfirm]).toEqual(['project input', false]);
});

it('a stiff clay with free water without k: its default k_c is listed, to confirm, and editable', () => {
  const r = problemOf((j) => {
    // 3,000 psf (1 psf = 4.4482216152605 N / 0.3048² m²)
    const cu_Pa = (3000 * 4.4482216152605) / 0.3048 ** 2;
    Object.assign(j.soil.layers[0], { model: 'stiff-clay-free-water', cu_Pa, loading: 'cyclic' });
    delete j.soil.layers[0].eps50;
  });
  if (!r.ok) throw new Error('problem');
  const k = r.problem.constants.find((c) => c.inputPath === 'soil.layers[0].k_N_per_m3')!;
  // c_a = 1.5 tsf, the 1–2 tsf class mid-point → k_c = 400 pci (Reese, Cox & Koop 1975) =
  // 400 × 4.4482216152605 N / 0.0254³ m³ = 108.578855 MN/m³
  expect(k.value).toBeCloseTo(108.578855, 6);
  expect(k.unit).toBe('MN/m³');
  expect(k.name).toMatch(/^k_c of layer '.+' \(stiff clay with free water, c_a 143\.6 kPa = 1\.50 tsf\)$/);
  // the warning gives it to 4 significant figures, and in pci, the table's unit (it read 108.578855 MN/m³)
  const warning = r.problem.warnings.find(
    (w) => w.startsWith('engineer to confirm:') && w.includes('k_c of layer'),
  );
  expect(warning).toContain('1.50 tsf) = 108.6 MN/m³ (400 pci)');
  expect(k.engineerToConfirm).toBe(true);
});

it('a clay without ε50: the class table’s value is listed, to confirm, and editable; a given ε50 is not', () => {
  const r = problemOf((j) => {
    Object.assign(j.soil.layers[0], { model: 'stiff-clay-free-water', cu_Pa: 150e3 });
    delete j.soil.layers[0].eps50;
  });
  if (!r.ok) throw new Error('problem');
  const e = r.problem.constants.find((c) => c.inputPath === 'soil.layers[0].eps50')!;
  // c_a = 150 kPa: 1–2 tsf (96–192 kPa) class of Reese, Cox & Koop (1975) → ε50 = 0.005
  expect([e.value, e.unit, e.engineerToConfirm]).toEqual([0.005, '-', true]);
  expect(e.name).toMatch(/^ε50 of layer '.+' \(stiff clay with free water, c_a 150\.0 kPa = 1\.57 tsf\)$/);
  expect(
    r.problem.warnings.some((w) => w.startsWith('engineer to confirm:') && w.includes('ε50 of layer')),
  ).toBe(true);
  // Welch–Reese at c_u 60 kPa: the 48–96 kPa class → 0.006
  const welch = problemOf((j) => {
    Object.assign(j.soil.layers[0], { model: 'stiff-clay-no-free-water', cu_Pa: 60e3 });
    delete j.soil.layers[0].eps50;
  });
  if (!welch.ok) throw new Error('problem');
  expect(welch.problem.constants.find((c) => c.inputPath === 'soil.layers[0].eps50')!.value).toBe(0.006);
  // 2,000 psf (1 tsf, 95.76 kPa) is on the 1 tsf boundary: the stiffer class, 0.005
  const oneTsf = problemOf((j) => {
    Object.assign(j.soil.layers[0], {
      model: 'stiff-clay-no-free-water',
      cu_Pa: (2000 * 4.4482216152605) / 0.3048 ** 2,
    });
    delete j.soil.layers[0].eps50;
  });
  if (!oneTsf.ok) throw new Error('problem');
  const e1 = oneTsf.problem.constants.find((c) => c.inputPath === 'soil.layers[0].eps50')!;
  expect([e1.value, e1.name.endsWith('(clay, c_u 95.8 kPa = 1.00 tsf)')]).toEqual([0.005, true]);
  // the example gives its clay's ε50 (0.007): nothing to confirm there
  const given = problemOf(() => {});
  if (!given.ok) throw new Error('problem');
  expect(given.problem.constants.some((c) => c.inputPath.endsWith('.eps50'))).toBe(false);
});

it('loads whose combination overflows a double are refused naming the pier type and the combination, not thrown', () => {
  // A factor of 1e308 (finite, so the schema takes it) times a load of 10,400 N is Infinity, and
  // the solver throws on an infinite load: the problem refuses it first. The value 1.7e308 on
  // its own is finite but 1.6 × it (the ASD steel check's analysis) is not.
  const huge = problemOf((j) => {
    j.tracker.nextracker.rows[0].values[2] = 1.7e308;
  });
  expect(huge.ok).toBe(false);
  if (huge.ok) return;
  const refusal = huge.errors.find((e) => e.message.includes('too large to compute'));
  expect(refusal?.path).toBe('loadCombinations');
  expect(refusal?.message).toMatch(
    /^pier type MP-INT at pile height [\d.]+ m: combination .+ gives loads too large/,
  );
  // every other pier type is built as before: only MP-INT is refused
  expect(huge.errors.every((e) => e.message.startsWith('pier type MP-INT'))).toBe(true);
  // a large load within range is the search's to judge (no solution), not an input problem
  expect(problemOf((j) => (j.tracker.nextracker.rows[0].values[2] = 1e200)).ok).toBe(true);
});

it('a run of more than MAX_PIER_DESIGNS pier designs is refused before the work, naming the count', () => {
  // 51 pier types (the example's NXT pier types, copied under new names) at 100 pile heights:
  // 5,100 pier designs, over the 5,000 one run may make.
  const r = problemOf((j) => {
    const types = j.tracker.nextracker.pierTypes;
    const rows = j.tracker.nextracker.rows;
    const first = types[0];
    const firstRows = rows.filter((row: { pierType: string }) => row.pierType === first.id);
    for (let k = types.length; k < 51; k++) {
      types.push({ ...first, id: `P${k}` });
      for (const row of firstRows) rows.push({ ...row, pierType: `P${k}` });
    }
    j.pileHeights_m = Array.from({ length: 100 }, (_, i) => 1 + i * 0.01);
  });
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.errors).toContainEqual({
    path: 'tracker',
    message: `makes more than ${MAX_PIER_DESIGNS} pier designs (each pier type at each pile height): split the site into projects of fewer pier types or pile heights`,
  });
});

it('more than MAX_PILE_HEIGHTS pile heights are refused by the input check, and 200,000 of them do not throw', () => {
  for (const count of [MAX_PILE_HEIGHTS + 1, 200_000]) {
    const j = JSON.parse(readFileSync(FILE, 'utf8'));
    j.pileHeights_m = Array.from({ length: count }, (_, i) => 1 + (i % 100) * 0.01);
    j.settings.axisOfRotation_m = 3;
    const parsed = parseDesignInput(j);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toContainEqual({
      path: 'pileHeights_m',
      message: `at most ${MAX_PILE_HEIGHTS} pile heights: design the rest in another project`,
    });
  }
});

it('an embedment range of more than MAX_EMBEDMENT_STEPS steps is refused, naming the count, not cut short', () => {
  // 1 to 20 m by 1 mm: (20 − 1) / 0.001 + 1 = 19,001 embedments; the range used to stop at 10,001 (11 m).
  const j = JSON.parse(readFileSync(FILE, 'utf8'));
  Object.assign(j.settings, { minEmbed_m: 1, maxEmbed_m: 20, embedIncrement_m: 0.001 });
  const parsed = parseDesignInput(j);
  expect(parsed.ok).toBe(false);
  if (parsed.ok) return;
  expect(parsed.errors).toContainEqual({
    path: 'settings.embedIncrement_m',
    message: `makes 19001 embedments from 1 to 20 m: at most ${MAX_EMBEDMENT_STEPS} are tried, so take a larger increment`,
  });
  // 1 cm over 3.99 m is 400 steps, the most allowed
  Object.assign(j.settings, { minEmbed_m: 1, maxEmbed_m: 4.99, embedIncrement_m: 0.01 });
  const most = parseDesignInput(j);
  expect(most.ok && buildDesignProblem(most.value).ok).toBe(true);
});

it('more than MAX_DESIGN_COMBINATIONS load combinations in a run are refused, naming a pier type and its count', () => {
  // 1,500 wind cases W0…W1499 (each its own wind load, reversible: both senses) on the 10 NXT
  // pier types at 5 pile heights: each pier design has thousands of combinations, 50 of them far over the limit.
  const r = problemOf((j) => {
    const nxt = j.tracker.nextracker;
    const winds = Array.from({ length: 1500 }, (_, i) => `W${i}`);
    const cases = ['D', 'S', ...winds];
    for (const row of nxt.rows) row.values = cases.map((_, k) => row.values[Math.min(k, 2)]);
    nxt.loadCases = cases;
    nxt.reversibleCases = winds;
    j.pileHeights_m = [1.2, 1.3, 1.4, 1.5, 1.6];
  });
  expect(r.ok).toBe(false);
  if (r.ok) return;
  const refusal = r.errors.find((e) => e.path === 'tracker');
  expect(refusal?.message).toMatch(
    new RegExp(
      `^makes more than ${MAX_DESIGN_COMBINATIONS} load combinations to design for .*; \\d+ for pier type [\\w-]+\\)`,
    ),
  );
});

it('more than MAX_USER_SECTIONS sections of the project’s own are refused by the input check', () => {
  const j = JSON.parse(readFileSync(FILE, 'utf8'));
  j.settings.userSections = Array.from({ length: MAX_USER_SECTIONS + 1 }, (_, i) => ({ name: `U${i}` }));
  const parsed = parseDesignInput(j);
  expect(parsed.ok).toBe(false);
  if (parsed.ok) return;
  expect(parsed.errors).toContainEqual({
    path: 'settings.userSections',
    message: `at most ${MAX_USER_SECTIONS} sections of the project's own`,
  });
});
