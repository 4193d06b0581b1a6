import { describe, expect, it } from 'vitest';
import { buildSoilProfile } from './soil-profile';
import { soilLayerSchema, soilModelFromType, SOIL_MODELS, type SoilLayerInput } from './soil-layer';

const ok: SoilLayerInput = {
  name: 'sand',
  model: 'api-sand',
  top_m: 0,
  bottom_m: 2,
  gamma_N_per_m3: 18e3,
  phiDeg: 32,
};

function issuesOf(layers: unknown[], opts: Record<string, unknown> = {}) {
  const r = buildSoilProfile({ layers, ...opts });
  return r.ok ? [] : r.issues;
}

describe('soil layer schema', () => {
  it('fills defaults: static loading, p-multipliers 1', () => {
    const L = soilLayerSchema.parse(ok);
    expect(L.loading).toBe('static');
    expect(L.pMultiStart).toBe(1);
    expect(L.pMultiEnd).toBeUndefined(); // = pMultiStart, see soil-profile
  });
  it('maps the product soil types 1-10 (and the API clay polyline option of type 2)', () => {
    expect(soilModelFromType(1)).toBe('api-sand');
    expect(soilModelFromType(2)).toBe('soft-clay-matlock');
    expect(soilModelFromType(2, true)).toBe('api-soft-clay-polyline');
    expect(soilModelFromType(10)).toBe('modified-stiff-clay');
    expect(soilModelFromType(11)).toBeUndefined();
    expect(SOIL_MODELS).toHaveLength(11);
  });
});

describe('profile validation names the layer (index and name) and the field', () => {
  it('a valid profile has no issues', () => expect(issuesOf([ok])).toEqual([]));
  it('zero / negative thickness', () => {
    expect(issuesOf([{ ...ok, bottom_m: 0 }])).toContainEqual(
      expect.objectContaining({ layerIndex: 0, layerName: 'sand', field: 'bottom_m' }),
    );
  });
  it('first layer not at grade', () => {
    expect(issuesOf([{ ...ok, top_m: 0.5 }])[0]).toMatchObject({ layerIndex: 0, field: 'top_m' });
  });
  it('gap and overlap between layers', () => {
    const gap = issuesOf([ok, { ...ok, name: 'deep', top_m: 2.5, bottom_m: 4 }]);
    expect(gap[0]).toMatchObject({ layerIndex: 1, layerName: 'deep', field: 'top_m' });
    expect(gap[0]!.message).toMatch(/gap/);
    const overlap = issuesOf([ok, { ...ok, name: 'deep', top_m: 1.5, bottom_m: 4 }]);
    expect(overlap[0]!.message).toMatch(/overlaps/);
  });
  it('phi outside 0..50 deg', () => {
    expect(issuesOf([{ ...ok, phiDeg: 55 }])[0]).toMatchObject({
      layerIndex: 0,
      layerName: 'sand',
      field: 'phiDeg',
    });
  });
  it('a parameter the model needs left out', () => {
    const { phiDeg: _phi, ...noPhi } = ok;
    expect(issuesOf([noPhi])[0]).toMatchObject({ field: 'phiDeg', message: 'required by model api-sand' });
    const clay = { name: 'clay', model: 'soft-clay-matlock', top_m: 0, bottom_m: 2, gamma_N_per_m3: 17e3 };
    expect(issuesOf([clay])[0]).toMatchObject({ layerName: 'clay', field: 'cu_Pa' });
    const rock = {
      name: 'rock',
      model: 'weak-rock',
      top_m: 0,
      bottom_m: 2,
      gamma_N_per_m3: 22e3,
      qu_Pa: 5e6,
    };
    expect(issuesOf([rock]).map((i) => i.field)).toEqual(['Erm_Pa', 'rqdStart_pct']);
    const lime = { name: 'lime', model: 'vuggy-limestone', top_m: 0, bottom_m: 2, gamma_N_per_m3: 22e3 };
    expect(issuesOf([lime])[0]).toMatchObject({ field: 'qu_Pa' });
    const mod = { ...clay, model: 'modified-stiff-clay', cu_Pa: 100e3 };
    expect(issuesOf([mod])[0]).toMatchObject({ field: 'k_N_per_m3' });
  });
  it('negative strengths and unit weights', () => {
    const clay = {
      name: 'clay',
      model: 'soft-clay-matlock',
      top_m: 0,
      bottom_m: 2,
      gamma_N_per_m3: 17e3,
      cu_Pa: -5,
    };
    expect(issuesOf([clay])[0]).toMatchObject({ layerName: 'clay', field: 'cu_Pa' });
    expect(issuesOf([{ ...clay, cu_Pa: 0 }])[0]).toMatchObject({ field: 'cu_Pa' });
    expect(issuesOf([{ ...ok, gamma_N_per_m3: -1 }])[0]).toMatchObject({ field: 'gamma_N_per_m3' });
  });
  it('below the water table gamma must exceed gamma_w', () => {
    expect(issuesOf([{ ...ok, gamma_N_per_m3: 9e3 }], { waterTableDepth_m: 1 })[0]).toMatchObject({
      field: 'gamma_N_per_m3',
    });
  });
  it('profile-level options', () => {
    expect(issuesOf([ok], { waterTableDepth_m: -1 })[0]).toMatchObject({
      layerIndex: -1,
      field: 'waterTableDepth_m',
    });
    expect(issuesOf([])[0]).toMatchObject({ layerIndex: -1, field: 'layers' });
  });
});
