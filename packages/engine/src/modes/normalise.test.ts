/**
 * The mode switch and the seismic cases it adds; combined loads of a normalised pier type.
 */
import { describe, expect, it } from 'vitest';
import { PA_PER_PSF, UNBALANCED_ZERO_WARNING, type TrackerSeismicData } from '../seismic';
import { normalisePierLoads, pierCombinedLoads, trackerLoadsSchema, type SeismicSettings } from './normalise';

// SDS 0.8, SD1 0.4, S1 0.3, R 1.25, RC II → Cs = 0.8/1.25 = 0.64 (Eq. 12.8-2, no period)
const tracker: TrackerSeismicData = {
  designCode: 'ASCE 7-16',
  riskCategory: 2,
  wingMode: 1,
  loadCase: 'W',
  groundSnow_Pa: 10 * PA_PER_PSF, // pf = 0.7 × 1.2 × 10 = 8.4 psf ≤ 30: no snow in W
  snowLoad_N_per_m: 300,
  trackerLength_m: 90,
  exteriorPierCount: 10,
  interiorPierCount: 10,
  pierLoadTable: { lw_ext: [3000, 2500], rw_ext: [], lw_int: [2800, 2400], rw_int: [] },
  customRows: [{ seismicPier: 'SAP', w_N: 4000, dlz_N: 4500 }],
};
const seismic: SeismicSettings = { params: { R: 1.25, SDS: 0.8, SD1: 0.4, S1: 0.3 }, tracker, axis: 'weak' };

const nxt = trackerLoadsSchema.parse({
  mode: 1,
  nextracker: {
    loadCases: ['D', 'W0'],
    pierTypes: [{ id: 'AP', position: 'exterior', loadHeight_m: 1.35 }],
    rows: [
      { pierType: 'AP', component: 'P_N', values: [3900, -14500] },
      { pierType: 'AP', component: 'Vx_N', values: [0, 7400] },
    ],
  },
});

describe('normalisePierLoads', () => {
  it('mode 1: E = Cs × pile weight on the weak axis, Ev = 0.2·SDS·D', () => {
    const r = normalisePierLoads(nxt, 1.35, seismic);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ap = r.value.pierTypes[0];
    // E: 0.64 × max(3000, 2500) = 1920 N as Vy, reversible
    expect(ap?.cases.E?.Vy_N).toBeCloseTo(1920, 9);
    expect(ap?.cases.E?.reversible).toBe(true);
    // Ev: 0.2 × 0.8 × 3900 = 624 N
    expect(ap?.cases.Ev?.P_N).toBeCloseTo(624, 9);
    expect(r.seismic?.cs.Cs).toBeCloseTo(0.64, 12);
  });
  it('mode 1 unbalanced with an empty right wing passes the spec warning on', () => {
    const r = normalisePierLoads(nxt, 1.35, { ...seismic, tracker: { ...tracker, wingMode: 2 } });
    expect(r.ok && r.warnings).toEqual([UNBALANCED_ZERO_WARNING]);
  });
  it('mode 2: custom rows; pier types without a row get no E (warned)', () => {
    const generic = trackerLoadsSchema.parse({
      mode: 2,
      generic: {
        loadHeight_m: 1.3,
        rows: [
          { loadType: 'SAP', loadCase: 'D', P_N: 4500 },
          { loadType: 'SMP', loadCase: 'D', P_N: 6000 },
        ],
      },
    });
    const r = normalisePierLoads(generic, 1.3, seismic);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // SAP: 0.64 × 4000 = 2560 N; Ev = 0.16 × 4500 = 720 N (from its D case)
    expect(r.value.pierTypes[0]?.cases.E?.Vy_N).toBeCloseTo(2560, 9);
    expect(r.value.pierTypes[0]?.cases.Ev?.P_N).toBeCloseTo(720, 9);
    expect(r.value.pierTypes[1]?.cases.E).toBeUndefined();
    expect(r.warnings).toEqual(['pier type SMP: no seismic data, no E case']);
  });
  it('mode 3: seismic is not computed (hidden), said so', () => {
    const nev = trackerLoadsSchema.parse({
      mode: 3,
      nevados: { rows: [{ pier: 'STD', loadCase: 'D', axial_N: 4100, loadHeight_m: 1.25 }] },
    });
    const r = normalisePierLoads(nev, 1.25, seismic);
    expect(r.ok && r.warnings[0]).toContain('seismic is not computed in design mode 3 (Nevados)');
  });
  it('refuses E both given and computed', () => {
    const withE = trackerLoadsSchema.parse({
      mode: 2,
      generic: { loadHeight_m: 1.3, rows: [{ loadType: 'SAP', loadCase: 'E', P_N: 0, Vy_N: 900 }] },
    });
    const r = normalisePierLoads(withE, 1.3, seismic);
    expect(r).toEqual({
      ok: false,
      errors: ['pier type SAP: load case E is both given and computed from the seismic data'],
    });
  });
});

it('pierCombinedLoads: ASCE 7-16 LRFD and ASD on a normalised pier', () => {
  const r = normalisePierLoads(nxt, 1.35, seismic);
  if (!r.ok) throw new Error(r.errors.join('; '));
  const out = pierCombinedLoads(r.value.pierTypes[0]!, { designCode: 'ASCE 7-16' });
  // E acts along each principal direction (Ex strong, Ey weak; ASCE 7 §12.5.1), each in either sense:
  // LRFD: 1.4D; 1.2D + W0; 0.9D + W0; 1.2D ± (Ex or Ey) + Ev (4); 0.9D ± (Ex or Ey) − Ev (4) → 11
  // ASD: D; D + 0.6W0; D + 0.45W0; 0.6D + 0.6W0; then 4 each of ASD 8, 9, 10 → 16
  expect(out).toHaveLength(27);
  // the E case itself (one direction, for a project's own combinations) is not in the code ones
  expect(out.some((x) => / [+−] [0-9.]+E( |$)/.test(x.combo))).toBe(false);
  const c = out.find((x) => x.combo === '7-16 LRFD 7: 0.9D − 1.0Ey − 1.0Ev');
  // P = 0.9 × 3900 − 624 = 2886 N; Vy = −1920 N; at 1.35 m
  expect(c?.P_N).toBeCloseTo(2886, 9);
  expect(c?.Vy_N).toBeCloseTo(-1920, 9);
  expect(c?.loadHeight_m).toBe(1.35);
});

describe('review: seismic pier loads by hand (ASCE 7-16 ch. 11, §15.4.1, §12.8.1.1, §12.4.2.2, §12.7.2)', () => {
  // Ss = 1.5, Fa = 1.0 → SMS = 1.5, SDS = 2/3 × 1.5 = 1.0 g            (Eq. 11.4-1, 11.4-3)
  // S1 = 0.6, Fv = 1.7 → SM1 = 1.02, SD1 = 0.68 g                       (Eq. 11.4-2, 11.4-4)
  // Risk Category III → Ie = 1.25 (Table 1.5-2); R = 1.25 (Table 15.4-2, all other self-supporting)
  // T = 1.5 s: Eq. 12.8-2 SDS/(R/Ie) = 1.0/1.0 = 1.0; Eq. 12.8-3 SD1/(T·R/Ie) = 0.68/1.5 = 0.45333
  // Eq. 15.4-1 0.044 × 1.0 × 1.25 = 0.055; S1 ≥ 0.6 g → Eq. 15.4-2 0.8 × 0.6/1.0 = 0.48 → Cs = 0.48
  const params = { R: 1.25, Ss: 1.5, Fa: 1.0, S1: 0.6, Fv: 1.7, T_s: 1.5 };
  // Snow: pg = 50 psf, Is = 1.1 → pf = 0.7 × 1.0 × 1.2 × 1.1 × 50 = 46.2 psf > 30 → 20 % (§12.7.2(4))
  const data: TrackerSeismicData = {
    ...tracker,
    riskCategory: 3,
    groundSnow_Pa: 50 * PA_PER_PSF,
    snowLoad_N_per_m: 800,
    trackerLength_m: 80,
    exteriorPierCount: 8,
    pierLoadTable: { lw_ext: [2000, 2200, 2100], rw_ext: [], lw_int: [1800], rw_int: [] },
    customRows: [{ seismicPier: 'SAP', w_N: 5000, dlz_N: 4500 }],
  };
  it('Nextracker exterior pier: W = 2200 + 0.2 × 800 × 10 = 3800 N, Eh = 0.48 × 3800 = 1824 N (strong axis), Ev = 0.2 × 1.0 × 3900 = 780 N', () => {
    const r = normalisePierLoads(nxt, 1.35, { params, tracker: data, axis: 'strong' });
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.seismic?.SDS).toBeCloseTo(1.0, 12);
    expect(r.seismic?.SD1).toBeCloseTo(0.68, 12);
    expect(r.seismic?.Ie).toBe(1.25);
    expect(r.seismic?.cs.governing).toBe('Eq. 15.4-2');
    expect(r.seismic?.cs.Cs).toBeCloseTo(0.48, 12);
    const ap = r.value.pierTypes[0]!;
    expect(ap.cases.E).toEqual({
      P_N: 0,
      Vx_N: expect.closeTo(1824, 9),
      Vy_N: 0,
      Mx_Nm: 0,
      My_Nm: 0,
      reversible: true,
    });
    expect(ap.cases.Ev?.P_N).toBeCloseTo(780, 9);
    // LRFD 7 (§2.3.6): 0.9D − Ev − Eh: P = 0.9 × 3900 − 780 = 2730 N; Vx = −1824 N at 1.35 m
    const all = pierCombinedLoads(ap, { designCode: 'ASCE 7-16' });
    const c = all.find((x) => x.combo === '7-16 LRFD 7: 0.9D − 1.0Ex − 1.0Ev');
    expect(c?.P_N).toBeCloseTo(2730, 9);
    expect(c?.Vx_N).toBeCloseTo(-1824, 9);
    expect(c?.Vy_N).toBe(0);
    // the same Eh along the weak axis (Ey, ASCE 7 §12.5.1): Vy = −1824 N, Vx = 0
    const cy = all.find((x) => x.combo === '7-16 LRFD 7: 0.9D − 1.0Ey − 1.0Ev');
    expect(cy?.P_N).toBeCloseTo(2730, 9);
    expect(cy?.Vy_N).toBeCloseTo(-1824, 9);
    expect(cy?.Vx_N).toBe(0);
    expect([c?.seismic, c?.windOrSeismic]).toEqual([true, true]);
    // ASD 10 (§2.4.5): 0.6D − 0.7Ev + 0.7Eh: P = 2340 − 546 = 1794 N; Vx = 0.7 × 1824 = 1276.8 N
    const a = all.find((x) => x.combo === '7-16 ASD 10: 0.6D + 0.7Ex − 0.7Ev');
    expect(a?.P_N).toBeCloseTo(1794, 9);
    expect(a?.Vx_N).toBeCloseTo(1276.8, 9);
  });
  it('custom-row pier (mode 2, load case W): Eh = 0.48 × 5000 = 2400 N; Ev = 0.2 × 1.0 × D 4500 = 900 N', () => {
    const generic = trackerLoadsSchema.parse({
      mode: 2,
      generic: { loadHeight_m: 1.3, rows: [{ loadType: 'SAP', loadCase: 'D', P_N: 4500 }] },
    });
    const r = normalisePierLoads(generic, 1.3, { params, tracker: data, axis: 'weak' });
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.value.pierTypes[0]?.cases.E?.Vy_N).toBeCloseTo(2400, 9);
    expect(r.value.pierTypes[0]?.cases.Ev?.P_N).toBeCloseTo(900, 9);
  });
  it('rigid (T = 0.05 s < 0.06 s, §15.4.2): V = 0.30·SDS·W·Ie = 0.30 × 1.0 × 1.25 = 0.375 W, not raised to Eq. 15.4-2 (0.48)', () => {
    const r = normalisePierLoads(nxt, 1.35, {
      params: { ...params, T_s: 0.05 },
      tracker: data,
      axis: 'strong',
    });
    if (!r.ok) throw new Error(r.errors.join('; '));
    expect(r.seismic?.cs.governing).toBe('Eq. 15.4-5');
    // 0.375 × 3800 = 1425 N
    expect(r.value.pierTypes[0]?.cases.E?.Vx_N).toBeCloseTo(1425, 9);
  });
});

// Reversed wind, both meanings (issue 9). AP: D = (P 3900), W0 = (P −14500, Vx 7400), reversible.
describe('reversed wind: whole vector or lateral loads mirrored', () => {
  const reversibleW = trackerLoadsSchema.parse({
    mode: 1,
    nextracker: {
      loadCases: ['D', 'W0'],
      reversibleCases: ['W0'],
      pierTypes: [{ id: 'AP', position: 'exterior', loadHeight_m: 1.35 }],
      rows: [
        { pierType: 'AP', component: 'P_N', values: [3900, -14500] },
        { pierType: 'AP', component: 'Vx_N', values: [0, 7400] },
      ],
    },
  });
  const pier = () => {
    const r = normalisePierLoads(reversibleW, 1.35);
    if (!r.ok) throw new Error(r.errors.join('; '));
    return r.value.pierTypes[0]!;
  };
  it('whole vector: ASD 5 D − 0.6W0 → P = 3900 + 0.6 × 14500 = 12600 N (down), Vx = −4440 N', () => {
    const out = pierCombinedLoads(pier(), { designCode: 'ASCE 7-16', methods: ['ASD'] });
    const c = out.find((x) => x.combo === '7-16 ASD 5: 1.0D − 0.6W0')!;
    expect(c.P_N).toBeCloseTo(12600, 9);
    expect(c.Vx_N).toBeCloseTo(-4440, 9);
  });
  it('lateral mirrored: ASD 5 D + 0.6(W0 mirrored) → P = 3900 − 8700 = −4800 N (uplift kept), Vx = −4440 N', () => {
    const out = pierCombinedLoads(pier(), {
      designCode: 'ASCE 7-16',
      methods: ['ASD'],
      reversal: 'lateral-mirrored',
    });
    const c = out.find((x) => x.combo === '7-16 ASD 5: 1.0D + 0.6W0 mirrored')!;
    expect(c.P_N).toBeCloseTo(-4800, 9);
    expect(c.Vx_N).toBeCloseTo(-4440, 9);
    // no combination reverses the wind's vertical load any more
    expect(out.some((x) => /− [0-9.]+W0/.test(x.combo))).toBe(false);
    expect(c.windOrSeismic).toBe(true);
  });
});
