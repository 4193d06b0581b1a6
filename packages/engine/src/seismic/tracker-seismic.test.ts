/**
 * Tracker pier seismic loads: design mode 1 (pier load table, balanced and unbalanced wings)
 * and the per-pier rows of the other modes. Hand calculations beside each expectation.
 */
import { describe, expect, it } from 'vitest';
import { PA_PER_PSF } from './seismic-weight';
import {
  customRowSeismicPierLoads,
  effectivePierLoadTable,
  nextrackerSeismicPierLoads,
  seismicLoadCases,
  seismicSummary,
  trimTrailingZeros,
  UNBALANCED_ZERO_WARNING,
  unbalancedWingWarning,
  type SeismicParameters,
  type TrackerSeismicData,
} from './tracker-seismic';

// SDS = 0.8, SD1 = 0.4 given; S1 = 0.3 (< 0.6 g); R = 1.25; Risk Category II → Ie = 1.0.
// Cs = 0.8/(1.25/1.0) = 0.64 (no period); Eq. 15.4-1: 0.044 × 0.8 = 0.0352 < 0.64.
const PARAMS: SeismicParameters = { R: 1.25, SDS: 0.8, SD1: 0.4, S1: 0.3 };

// pg = 60 psf → pf = 0.7 × 1.0 × 1.2 × 1.0 × 60 = 50.4 psf > 30 psf → 20 % of the snow (7-16 §12.7.2).
// Snow PLF 1000 N/m; tracker 90 m: exterior 10 piers → 9 m each → 0.2 × 1000 × 9 = 1800 N;
// interior 12 piers → 7.5 m → 0.2 × 1000 × 7.5 = 1500 N.
const DATA: TrackerSeismicData = {
  designCode: 'ASCE 7-16',
  riskCategory: 2,
  wingMode: 1,
  loadCase: 'W',
  groundSnow_Pa: 60 * PA_PER_PSF,
  snowLoad_N_per_m: 1000,
  trackerLength_m: 90,
  exteriorPierCount: 10,
  interiorPierCount: 12,
  pierLoadTable: {
    lw_ext: [3000, 2500, 2500, 2000, 0, 0],
    rw_ext: [3500, 2600, 2000, 0],
    lw_int: [2800, 2400, 2400, 0],
    rw_int: [3000, 2500],
  },
};
const PIERS = [
  { id: 'EXT', position: 'exterior' as const },
  { id: 'INT', position: 'interior' as const },
  { id: 'EXT2', position: 'exterior' as const, seismicPiles: [2] },
];

describe('pier load table', () => {
  it('trims trailing zeros', () => {
    expect(trimTrailingZeros([3000, 0, 2500, 0, 0])).toEqual([3000, 0, 2500]);
    expect(trimTrailingZeros([0, 0])).toEqual([]);
  });
  it('balanced: right = left', () => {
    const t = effectivePierLoadTable(1, DATA.pierLoadTable!);
    expect(t.rw_ext).toEqual([3000, 2500, 2500, 2000]);
    expect(t.rw_int).toEqual([2800, 2400, 2400]);
  });
  it('unbalanced: right wing as given', () => {
    const t = effectivePierLoadTable(2, DATA.pierLoadTable!);
    expect(t.rw_ext).toEqual([3500, 2600, 2000]);
    expect(t.rw_int).toEqual([3000, 2500]);
  });
  it('warns in unbalanced mode when a first-two RW EXT or RW INT value is zero', () => {
    const table = { ...DATA.pierLoadTable!, rw_int: [3000, 0, 2000] };
    expect(unbalancedWingWarning(2, table)).toBe(
      'Enter values for first 2 Pile values of RW EXT and RW INT. or else change the dropdown to balanced',
    );
    expect(unbalancedWingWarning(2, { ...table, rw_ext: [] })).toBe(UNBALANCED_ZERO_WARNING);
    expect(unbalancedWingWarning(1, table)).toBeNull();
    expect(unbalancedWingWarning(2, DATA.pierLoadTable!)).toBeNull();
  });
});

describe('mode 1 seismic pier loads', () => {
  it('balanced wings', () => {
    const r = nextrackerSeismicPierLoads(PARAMS, DATA, PIERS, 'weak');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.summary.cs.Cs).toBeCloseTo(0.64, 12);
    expect(r.summary.snowFraction).toBe(0.2);
    const [ext, int, ext2] = r.piers;
    // EXT: max(3000, 2500, 2500, 2000) = 3000 + 1800 = 4800 N; Eh = 0.64 × 4800 = 3072 N
    expect(ext?.seismicWeight_N).toBeCloseTo(4800, 9);
    expect(ext?.Eh_N).toBeCloseTo(3072, 9);
    // INT: 2800 + 1500 = 4300 N; Eh = 0.64 × 4300 = 2752 N
    expect(int?.Eh_N).toBeCloseTo(2752, 9);
    // EXT2 (pile 2 only): 2500 + 1800 = 4300 N; Eh = 2752 N
    expect(ext2?.Eh_N).toBeCloseTo(2752, 9);
    expect(r.warnings).toEqual([]);
  });
  it('unbalanced wings take the heavier right wing', () => {
    const r = nextrackerSeismicPierLoads(PARAMS, { ...DATA, wingMode: 2 }, PIERS, 'weak');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [ext, int, ext2] = r.piers;
    // EXT: rw_ext[1] = 3500 → 3500 + 1800 = 5300 N; Eh = 0.64 × 5300 = 3392 N
    expect(ext?.Eh_N).toBeCloseTo(3392, 9);
    // INT: rw_int[1] = 3000 → 4500 N; Eh = 2880 N
    expect(int?.Eh_N).toBeCloseTo(2880, 9);
    // EXT2: max(lw pile 2 = 2500, rw pile 2 = 2600) = 2600 → 4400 N; Eh = 2816 N
    expect(ext2?.Eh_N).toBeCloseTo(2816, 9);
  });
  it('passes the unbalanced-zero warning on', () => {
    const table = { ...DATA.pierLoadTable!, rw_ext: [0, 0, 0] };
    const r = nextrackerSeismicPierLoads(
      PARAMS,
      { ...DATA, wingMode: 2, pierLoadTable: table },
      PIERS,
      'weak',
    );
    expect(r.ok && r.warnings).toEqual([UNBALANCED_ZERO_WARNING]);
  });
});

describe('custom rows (modes 2-4)', () => {
  const rows = [{ seismicPier: 'SAP', w_N: 4000, dlz_N: 3500, ez_N: 2000, dly_N: 100 }];
  it('load case W: Eh = Cs·w = 0.64 × 4000 = 2560 N', () => {
    const r = customRowSeismicPierLoads(PARAMS, { ...DATA, customRows: rows }, 'strong');
    expect(r.ok && r.piers[0]?.Eh_N).toBeCloseTo(2560, 9);
  });
  it('load case Ez: Eh = ez as given', () => {
    const r = customRowSeismicPierLoads(PARAMS, { ...DATA, loadCase: 'Ez', customRows: rows }, 'strong');
    expect(r.ok && r.piers[0]?.Eh_N).toBe(2000);
  });
  it('names the row and field missing', () => {
    const r = customRowSeismicPierLoads(
      PARAMS,
      { ...DATA, loadCase: 'Ez', customRows: [{ seismicPier: 'SAP', w_N: 1 }] },
      'strong',
    );
    expect(r).toEqual({ ok: false, errors: ['customRows[0].ez: needed when the tracker load case is Ez'] });
  });
});

describe('E and Ev load cases', () => {
  const pier = {
    pierTypeId: 'SAP',
    seismicWeight_N: 4000,
    Eh_N: 2560,
    axis: 'weak' as const,
    dead_N: 3500,
    deadAlongTube_N: 100,
    how: '',
  };
  it('E on the chosen axis; Ev = 0.2·SDS × the D case', () => {
    const D = { P_N: 10_000, Vx_N: 0, Vy_N: 0, Mx_Nm: 50, My_Nm: 0 };
    const { E, Ev } = seismicLoadCases(pier, 0.8, D);
    expect(E).toEqual({ P_N: 0, Vx_N: 0, Vy_N: 2560, Mx_Nm: 0, My_Nm: 0 });
    // 0.2 × 0.8 = 0.16: P = 1600 N, Mx = 8 N·m
    expect(Ev.P_N).toBeCloseTo(1600, 9);
    expect(Ev.Mx_Nm).toBeCloseTo(8, 9);
  });
  it('Ex and Ey: the same Eh along the strong axis (Vx) and along the weak axis (Vy), ASCE 7 §12.5.1', () => {
    const { Ex, Ey, E } = seismicLoadCases(pier, 0.8);
    expect(Ex).toEqual({ P_N: 0, Vx_N: 2560, Vy_N: 0, Mx_Nm: 0, My_Nm: 0 });
    expect(Ey).toEqual({ P_N: 0, Vx_N: 0, Vy_N: 2560, Mx_Nm: 0, My_Nm: 0 });
    // E keeps the pier's axis (weak here), for a project's own combinations that name it
    expect(E).toEqual(Ey);
  });
  it('without a D case, Ev comes from the seismic dead loads (dlz, dly)', () => {
    const { Ev } = seismicLoadCases(pier, 0.8);
    // 0.16 × 3500 = 560 N; 0.16 × 100 = 16 N along the tube (weak axis)
    expect(Ev.P_N).toBeCloseTo(560, 9);
    expect(Ev.Vy_N).toBeCloseTo(16, 9);
  });
});

it('a period above 4 s without TL is an input error, not a thrown exception (Eq. 12.8-3/12.8-4 need TL)', () => {
  // T = 5 s > the smallest mapped TL (4 s): whether Eq. 12.8-3 or 12.8-4 applies depends on TL.
  // The design run must name the missing value (as for a missing SDS), not crash.
  const r = nextrackerSeismicPierLoads({ ...PARAMS, T_s: 5 }, DATA, PIERS, 'weak');
  expect(r).toEqual({ ok: false, errors: ['T = 5 s exceeds 4 s: give TL'] });
  expect(seismicSummary({ ...PARAMS, T_s: 5 }, DATA)).toEqual({
    ok: false,
    message: 'T = 5 s exceeds 4 s: give TL',
  });
});

describe('custom rows and snow in the seismic weight (§12.7.2 item 4)', () => {
  // DATA: pg = 60 psf → pf = 50.4 psf > 30 psf, so 20 % of the snow belongs in W. Mode 1 adds it
  // (0.2 × 1000 N/m × 9 m = 1800 N above); a custom row has no tributary length and takes w as
  // given: Eh = 0.64 × 4000 = 2560 N with no snow share. That must be said, not silent.
  const rows = [{ seismicPier: 'SAP', w_N: 4000, dlz_N: 3500 }];
  it('load case W with heavy snow: warns that w must include the snow share', () => {
    const r = customRowSeismicPierLoads(PARAMS, { ...DATA, customRows: rows }, 'strong');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.piers[0]?.Eh_N).toBeCloseTo(2560, 9);
    expect(r.warnings).toEqual([
      'seismic: pf = 50.4 psf > 30 psf: 20 % of the design snow load belongs in the seismic weight (ASCE 7 §12.7.2 item 4); custom rows take w as given, so w must include it',
    ]);
  });
  it('no warning when pf is below the threshold or the load case is Ez', () => {
    const light = customRowSeismicPierLoads(
      PARAMS,
      { ...DATA, groundSnow_Pa: 30 * PA_PER_PSF, customRows: rows },
      'strong',
    );
    expect(light.ok && light.warnings).toEqual([]);
    const ez = customRowSeismicPierLoads(
      PARAMS,
      { ...DATA, loadCase: 'Ez', customRows: [{ ...rows[0]!, ez_N: 2000 }] },
      'strong',
    );
    expect(ez.ok && ez.warnings).toEqual([]);
  });
});
