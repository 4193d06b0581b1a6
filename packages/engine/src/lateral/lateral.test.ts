import { describe, expect, it } from 'vitest';
import { sectionByName } from '../sections';
import { analyzeLateral, buildPileModel, type LateralInputRaw } from './index';
import { solveBeamColumn } from '../solver';

const sand = (over: Record<string, unknown> = {}) => ({
  name: 'sand',
  model: 'api-sand' as const,
  top_m: 0,
  bottom_m: 3.5,
  gamma_N_per_m3: 18000,
  phiDeg: 32,
  ...over,
});

const input = (over: Partial<LateralInputRaw> = {}): LateralInputRaw => ({
  pile: { section: 'W6x9', stickup_m: 1.5, embedment_m: 3 },
  soil: { layers: [sand()] },
  loads: { H_N: 5000 },
  ...over,
});

function run(raw: unknown) {
  const a = analyzeLateral(raw);
  if (!a.ok) throw new Error(JSON.stringify(a.errors));
  return a.result;
}

describe('analyzeLateral input errors name the field', () => {
  it.each([
    ['missing section', { pile: { section: 'W99x1', stickup_m: 1, embedment_m: 3 } }, 'pile.section'],
    [
      'pile longer than the profile',
      { pile: { section: 'W6x9', stickup_m: 1, embedment_m: 4 } },
      'pile.embedment_m',
    ],
    ['zero EI', { pile: { section: 'W6x9', stickup_m: 1, embedment_m: 3, E_Pa: 0 } }, 'pile.E_Pa'],
    [
      'zero EI zone',
      {
        pile: {
          section: 'W6x9',
          stickup_m: 1,
          embedment_m: 3,
          eiZones: [{ top_m: 0, bottom_m: 1, EI_Nm2: -1 }],
        },
      },
      'pile.eiZones[0].EI_Nm2',
    ],
    [
      'neglect below the toe',
      { soil: { layers: [sand()], lateralNeglectDepth_m: 3 } },
      'soil.lateralNeglectDepth_m',
    ],
  ])('%s → %s', (_name, over, field) => {
    const a = analyzeLateral(input(over as Partial<LateralInputRaw>));
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.errors.map((e) => e.field)).toContain(field);
  });

  it('soil errors carry the layer index and name (the soil models own validation)', () => {
    const a = analyzeLateral(
      input({ soil: { layers: [sand(), sand({ name: 'clay', top_m: 4, bottom_m: 6 })] } }),
    );
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.errors).toContainEqual(expect.objectContaining({ layerIndex: 1, layerName: 'clay' }));
    const b = analyzeLateral(input({ soil: { layers: [sand({ phiDeg: undefined })] } }));
    if (!b.ok) expect(b.errors[0]).toMatchObject({ field: 'soil.layers[0].phiDeg', layerName: 'sand' });
    const c = analyzeLateral(input({ soil: { layers: [sand({ gamma_N_per_m3: -1 })] } }));
    if (!c.ok)
      expect(c.errors[0]).toMatchObject({ field: 'soil.layers[0].gamma_N_per_m3', layerName: 'sand' });
  });
});

describe('analyzeLateral', () => {
  it('weak axis: EI = E·Iy and p-y width d', () => {
    const s = sectionByName('W6x9');
    const weak = run(
      input({
        pile: { section: 'W6x9', axis: 'weak', stickup_m: 1.5, embedment_m: 3 },
        loads: { H_N: 1000 },
      }),
    );
    expect(weak.section.EI_Nm2).toBeCloseTo(200e9 * s.Iy_m4, 6);
    expect(weak.section.pyWidth_m).toBe(s.d_m);
    const strong = run(input({ loads: { H_N: 1000 } }));
    expect(weak.headDeflection_m).toBeGreaterThan(3 * strong.headDeflection_m);
  });

  it('weak axis on a linear soil k·b matches Hetényi with Iy and b = d', () => {
    // long pile, H at grade: y0 = 2 H β / k_b, β = (k_b/(4 E Iy))^(1/4), k_b = E_s · b
    const s = sectionByName('W6x9');
    const Es = 5e7; // N/m³ per m of width
    const pm = buildPileModel({
      section: s,
      axis: 'weak',
      E_Pa: 200e9,
      stickup_m: 0,
      embedment_m: 6,
      zones: [],
      nElements: 600,
      curveAt: (_z, b) => ({ p: (y) => Es * b * y }),
      zSoilTop_m: 0,
      soilBreaks_m: [],
      head: { kind: 'free', shear_N: 1000, moment_Nm: 0 },
      axialLoad_N: 0,
    });
    const r = solveBeamColumn(pm.model);
    const kb = Es * s.d_m;
    const beta = (kb / (4 * 200e9 * s.Iy_m4)) ** 0.25;
    expect(r.solution.y_m[0]! / ((2 * 1000 * beta) / kb) - 1).toBeLessThan(0.005);
  });

  it('global P-factor 0.5 equals layer p-multipliers of 0.5', () => {
    const a = run(input({ soil: { layers: [sand()], pFactor: 0.5 } }));
    const b = run(input({ soil: { layers: [sand({ pMultiStart: 0.5, pMultiEnd: 0.5 })] } }));
    expect(a.headDeflection_m).toBe(b.headDeflection_m);
    expect(a.headDeflection_m).toBeGreaterThan(run(input()).headDeflection_m);
  });

  it('an EI zone given as I_m4 equals one given as EI_Nm2', () => {
    const zoneI = { top_m: -0.5, bottom_m: 0.5, I_m4: 5e-6 };
    const zoneEI = { top_m: -0.5, bottom_m: 0.5, EI_Nm2: 200e9 * 5e-6 };
    const pile = { section: 'W6x9', stickup_m: 1.5, embedment_m: 3 };
    expect(run(input({ pile: { ...pile, eiZones: [zoneI] } })).headDeflection_m).toBe(
      run(input({ pile: { ...pile, eiZones: [zoneEI] } })).headDeflection_m,
    );
  });

  it('is deterministic: the same input gives the same JSON string', () => {
    expect(JSON.stringify(run(input()))).toBe(JSON.stringify(run(JSON.parse(JSON.stringify(input())))));
  });

  it('reports capacity exceeded with the load fraction reached, never a silent number', () => {
    const r = run(input({ loads: { H_N: 500_000 } }));
    expect(r.status).toBe('lateral-capacity-exceeded');
    expect(r.loadFraction).toBeLessThan(0.2);
    expect(r.reason).toMatch(/lateral load/);
  });

  it('profile: z from the head (−stick-up) to the toe, grade a node, units in names', () => {
    const r = run(input());
    expect(r.profile.z_m[0]).toBe(-1.5);
    expect(r.profile.z_m.at(-1)).toBe(3);
    expect(r.profile.z_m).toContain(0);
    expect(r.profile.shear_N[0]).toBeCloseTo(5000, 3);
    expect(r.profile.soilReaction_N_per_m.filter((_, i) => r.profile.z_m[i]! < 0).every((p) => p === 0)).toBe(
      true,
    );
  });
});

describe('seeding', () => {
  it('a seed from a nearby embedment gives the same answer', async () => {
    const { lateralInputSchema, prepareLateral, runLateral, seedFromResult } = await import('./index');
    const first = run(input());
    const next = prepareLateral(
      lateralInputSchema.parse(input({ pile: { section: 'W6x9', stickup_m: 1.5, embedment_m: 3.25 } })),
    );
    if (!next.ok) throw new Error('prepare');
    const seeded = runLateral(next.prepared, seedFromResult(first, next.prepared));
    const cold = runLateral(next.prepared);
    expect(seeded.status).toBe('converged');
    expect(Math.abs(seeded.headDeflection_m / cold.headDeflection_m - 1)).toBeLessThan(1e-5);
  });
});
