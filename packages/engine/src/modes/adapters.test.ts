/**
 * Each design mode's adapter produces the normalised form; Array Tech interpolation written out.
 */
import { describe, expect, it } from 'vitest';
import { moveLoadDown } from '../loads';
import { arrayTechAdapter, atiPierLoadsSchema, interpolateByHeight } from './array-tech';
import { genericAdapter, genericPierHeadLoadsSchema } from './generic';
import { nevadosAdapter, nevadosPierLoadsSchema } from './nevados';
import { nextrackerAdapter, nextrackerPileHeadLoadsSchema } from './nextracker';
import { normalisedPierLoadsSchema } from './normalised';

describe('Generic (mode 2)', () => {
  const raw = genericPierHeadLoadsSchema.parse({
    loadHeight_m: 1.3,
    reversibleCases: ['W'],
    rows: [
      { loadType: 'SAP', loadCase: 'D', P_N: 4500 },
      { loadType: 'SAP', loadCase: 'W', P_N: -9000, Vx_N: 6000, Mx_Nm: 300 },
      { loadType: 'SMP', loadCase: 'D', P_N: 6000, loadHeight_m: 1.4 },
      { loadType: 'SMP', loadCase: 'W', P_N: -12000, Vx_N: 9000, Vy_N: 800, Mx_Nm: 2000, loadHeight_m: 1.4 },
    ],
  });
  it('groups rows by load type, fills missing actions with 0, keeps per-type heights', () => {
    const r = genericAdapter(raw);
    expect(r).toEqual({
      ok: true,
      warnings: [],
      value: {
        pierTypes: [
          {
            id: 'SAP',
            name: 'SAP',
            loadHeight_m: 1.3,
            cases: {
              D: { P_N: 4500, Vx_N: 0, Vy_N: 0, Mx_Nm: 0, My_Nm: 0 },
              W: { P_N: -9000, Vx_N: 6000, Vy_N: 0, Mx_Nm: 300, My_Nm: 0, reversible: true },
            },
          },
          {
            id: 'SMP',
            name: 'SMP',
            loadHeight_m: 1.4,
            cases: {
              D: { P_N: 6000, Vx_N: 0, Vy_N: 0, Mx_Nm: 0, My_Nm: 0 },
              W: { P_N: -12000, Vx_N: 9000, Vy_N: 800, Mx_Nm: 2000, My_Nm: 0, reversible: true },
            },
          },
        ],
      },
    });
    if (r.ok) expect(normalisedPierLoadsSchema.safeParse(r.value).success).toBe(true);
  });
  it('refuses a height that differs within a load type', () => {
    const rows = raw.rows.map((r, i) => (i === 3 ? { ...r, loadHeight_m: undefined } : r));
    expect(genericAdapter({ ...raw, rows })).toEqual({
      ok: false,
      errors: ['rows[3].loadHeight_m: 1.3 m differs from 1.4 m of the other SMP rows'],
    });
  });
  it('refuses a case twice and an unknown load type', () => {
    const dup = genericAdapter({ ...raw, rows: [...raw.rows, { ...raw.rows[0]! }] });
    expect(dup).toEqual({ ok: false, errors: ["rows[4]: SAP has load case 'D' twice"] });
    const bad = genericPierHeadLoadsSchema.safeParse({
      loadHeight_m: 1,
      rows: [{ loadType: 'XYZ', loadCase: 'D', P_N: 1 }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['rows', 0, 'loadType']);
  });
});

describe('Nextracker (mode 1)', () => {
  const raw = nextrackerPileHeadLoadsSchema.parse({
    loadCases: ['D', 'S', 'W0', 'Wstow'],
    pierTypes: [
      { id: 'MP', name: 'Motor pier', position: 'interior', loadHeight_m: 1.45 },
      { id: 'AP-EXT', name: 'Array pier, exterior', position: 'exterior', loadHeight_m: 1.35 },
    ],
    rows: [
      { pierType: 'MP', component: 'P_N', values: [6200, 3100, -11800, -4200] },
      { pierType: 'MP', component: 'Vx_N', values: [0, 0, 9100, 4800] },
      { pierType: 'MP', component: 'Mx_Nm', values: [0, 0, 6100, 2900] },
      { pierType: 'AP-EXT', component: 'P_N', values: [3900, 2100, -14500, -5200] },
      { pierType: 'AP-EXT', component: 'Vx_N', values: [0, 0, 7400, 3900] },
    ],
  });
  it('turns the pier type × component rows into cases per pier type', () => {
    const r = nextrackerAdapter(raw);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [mp, ap] = r.value.pierTypes;
    expect(mp?.name).toBe('Motor pier');
    expect(mp?.cases.W0).toEqual({ P_N: -11800, Vx_N: 9100, Vy_N: 0, Mx_Nm: 6100, My_Nm: 0 });
    expect(ap?.cases.Wstow).toEqual({ P_N: -5200, Vx_N: 3900, Vy_N: 0, Mx_Nm: 0, My_Nm: 0 });
    expect(Object.keys(ap?.cases ?? {})).toEqual(['D', 'S', 'W0', 'Wstow']);
  });
  it('names the row whose values do not match the load case columns', () => {
    const r = nextrackerAdapter({
      ...raw,
      rows: [...raw.rows, { pierType: 'MP', component: 'Vy_N', values: [1, 2] }],
    });
    expect(r).toEqual({ ok: false, errors: ['rows[5].values: 2 values for 4 load cases (D, S, W0, Wstow)'] });
  });
});

describe('Nevados (mode 3)', () => {
  it('maps transverse to the strong axis and turns tension-positive axial into compression-positive', () => {
    const raw = nevadosPierLoadsSchema.parse({
      axialPositive: 'tension',
      rows: [
        { pier: 'STD', loadCase: 'D', axial_N: -4100, loadHeight_m: 1.25 },
        {
          pier: 'STD',
          loadCase: 'W',
          axial_N: 9800,
          transverseShear_N: 5200,
          longitudinalShear_N: 600,
          transverseMoment_Nm: 700,
          longitudinalMoment_Nm: 50,
          loadHeight_m: 1.25,
        },
      ],
    });
    const r = nevadosAdapter(raw);
    expect(r.ok && r.value.pierTypes[0]?.cases).toEqual({
      D: { P_N: 4100, Vx_N: 0, Vy_N: 0, Mx_Nm: 0, My_Nm: 0 },
      W: { P_N: -9800, Vx_N: 5200, Vy_N: 600, Mx_Nm: 700, My_Nm: 50 },
    });
    const swapped = nevadosAdapter({ ...raw, transverseIsStrongAxis: false });
    expect(swapped.ok && swapped.value.pierTypes[0]?.cases.W).toEqual({
      P_N: -9800,
      Vx_N: 600,
      Vy_N: 5200,
      Mx_Nm: 50,
      My_Nm: 700,
    });
  });
});

describe('Array Tech (mode 4): ground force tables by pile height', () => {
  // Pier IDP, case W: at h = 1.2 m: axial −8000 N, shear 6000 N, moment at grade 9000 N·m;
  //                   at h = 1.8 m: axial −10000 N, shear 7000 N, moment at grade 14000 N·m.
  const table = {
    pierType: 'IDP',
    loadCase: 'W',
    columns: ['Axial', 'Shear', 'Moment'],
    rows: [
      { pileHeight_m: 1.8, values: [-10000, 7000, 14000] },
      { pileHeight_m: 1.2, values: [-8000, 6000, 9000] },
    ],
  };
  const raw = atiPierLoadsSchema.parse({
    groundForceTables: [
      table,
      { ...table, loadCase: 'D', rows: table.rows.map((r) => ({ ...r, values: [5000, 0, 0] })) },
    ],
    selectedColumns: { P_N: 'Axial', Vx_N: 'Shear', Mx_Nm: 'Moment' },
  });

  it('interpolates linearly at the mid height', () => {
    // h = 1.5 m: t = (1.5 − 1.2)/(1.8 − 1.2) = 0.5
    // axial  = −8000 + (−10000 + 8000)·0.5 = −9000 N
    // shear  =  6000 + (7000 − 6000)·0.5   =  6500 N
    // moment =  9000 + (14000 − 9000)·0.5  = 11500 N·m at grade
    const r = interpolateByHeight(table.rows, 1.5, true);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.values[0]).toBeCloseTo(-9000, 9);
    expect(r.values[1]).toBeCloseTo(6500, 9);
    expect(r.values[2]).toBeCloseTo(11500, 9);
  });
  it('moves the grade moment to the pile top: M_head = M_ground − V·h', () => {
    // h = 1.5 m: M_head = 11500 − 6500 × 1.5 = 11500 − 9750 = 1750 N·m
    const r = arrayTechAdapter(raw, 1.5);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const idp = r.value.pierTypes[0];
    expect(idp?.loadHeight_m).toBe(1.5);
    expect(idp?.cases.W?.P_N).toBeCloseTo(-9000, 9);
    expect(idp?.cases.W?.Vx_N).toBeCloseTo(6500, 9);
    expect(idp?.cases.W?.Mx_Nm).toBeCloseTo(1750, 9);
    expect(idp?.cases.D?.P_N).toBe(5000);
  });
  it('applies load_factor_moment to the tabulated moment', () => {
    // h = 1.35 m: t = 0.25; V = 6250 N; M_ground = 10250 N·m; × 1.1 = 11275; head = 11275 − 6250 × 1.35 = 2837.5 N·m
    const r = arrayTechAdapter({ ...raw, load_factor_moment: 1.1 }, 1.35);
    expect(r.ok && r.value.pierTypes[0]?.cases.W?.Mx_Nm).toBeCloseTo(2837.5, 9);
  });
  it('takes a tabulated height exactly', () => {
    const r = arrayTechAdapter(raw, 1.2);
    // M_head = 9000 − 6000 × 1.2 = 1800 N·m
    expect(r.ok && r.value.pierTypes[0]?.cases.W?.Mx_Nm).toBeCloseTo(1800, 9);
  });
  it('refuses extrapolation, naming the table', () => {
    const r = arrayTechAdapter(raw, 2.0);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toBe(
      'groundForceTables[0] (IDP, W): pile height 2 m is outside the tabulated heights (1.2–1.8 m): extrapolation is not allowed',
    );
  });
  it('refuses an untabulated height when interpolation is off', () => {
    const r = arrayTechAdapter({ ...raw, interpolate_heights: false }, 1.5);
    expect(!r.ok && r.errors[0]).toContain(
      'pile height 1.5 m is not tabulated (1.2, 1.8 m) and interpolation is off',
    );
  });
  it('names a selected column the table lacks', () => {
    const r = arrayTechAdapter({ ...raw, selectedColumns: { P_N: 'Axial', Vx_N: 'Shear X' } }, 1.5);
    expect(!r.ok && r.errors[0]).toBe(
      "groundForceTables[0] (IDP, W).columns: no column 'Shear X' selected for Vx_N",
    );
  });
});

it('review: Array Tech head loads carried back down h give the tabulated grade moment (M(z) = M_head + V·z)', () => {
  // h = 1.35 m: t = (1.35 − 1.2)/0.6 = 0.25; V = 6000 + 0.25 × 1000 = 6250 N;
  // M_ground = 9000 + 0.25 × 5000 = 10250 N·m; M_head = 10250 − 6250 × 1.35 = 1812.5 N·m;
  // back at grade: 1812.5 + 6250 × 1.35 = 10250 N·m. Reversed table (V, M negative): −1812.5 N·m.
  const table = {
    pierType: 'IDP',
    loadCase: 'W',
    columns: ['Axial', 'Shear', 'Moment'],
    rows: [
      { pileHeight_m: 1.2, values: [-8000, 6000, 9000] },
      { pileHeight_m: 1.8, values: [-10000, 7000, 14000] },
    ],
  };
  const neg = {
    ...table,
    loadCase: 'Wn',
    rows: table.rows.map((r) => ({ ...r, values: r.values.map((x) => -x) })),
  };
  const raw = atiPierLoadsSchema.parse({
    groundForceTables: [table, neg],
    selectedColumns: { P_N: 'Axial', Vx_N: 'Shear', Mx_Nm: 'Moment' },
  });
  const r = arrayTechAdapter(raw, 1.35);
  if (!r.ok) throw new Error(r.errors.join('; '));
  const w = r.value.pierTypes[0]!.cases.W!;
  expect(w.Mx_Nm).toBeCloseTo(1812.5, 9);
  expect(moveLoadDown(w, 1.35).Mx_Nm).toBeCloseTo(10250, 9);
  expect(r.value.pierTypes[0]!.cases.Wn!.Mx_Nm).toBeCloseTo(-1812.5, 9);
  expect(r.value.pierTypes[0]!.loadHeight_m).toBe(1.35);
});
