import { describe, expect, it } from 'vitest';
import { buildSoilProfile, curveAt, welchReeseCurve, type SoilProfile } from '../soil';
import { flatRoofSnowLoad_Pa } from '../seismic';
import { DEFAULTS_IN_USE } from './defaults-in-use';

const listed = (path: string) => {
  const d = DEFAULTS_IN_USE.find((e) => e.path.join('.') === path);
  if (!d) throw new Error(`${path} is not listed`);
  return d.value;
};

const sand = { name: 'sand', model: 'api-sand', top_m: 0, bottom_m: 6, gamma_N_per_m3: 19e3, phiDeg: 32 };

function profile(options: Record<string, number>): SoilProfile {
  const r = buildSoilProfile({ layers: [sand], waterTableDepth_m: 1, ...options });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.profile;
}

describe('the defaults the engine applies where a left-out field is used', () => {
  it('a soil profile without γw, P-factor or lateral neglect takes the listed values', () => {
    const without = profile({});
    for (const key of ['gammaW_N_per_m3', 'pFactor', 'lateralNeglectDepth_m'] as const) {
      const value = listed(`soil.${key}`);
      expect(without[key]).toBe(value);
      // and the same curves as a profile given the value: at grade, in the water, deep down
      const given = profile({ [key]: value });
      for (const z of [0.2, 1.5, 5])
        expect(curveAt(given, z, 0.15).p(0.01)).toBe(curveAt(without, z, 0.15).p(0.01));
    }
    // γw of fresh water: 62.4 pcf (py-models.md §0)
    expect(listed('soil.gammaW_N_per_m3')).toBe(9810);
  });

  it('cyclic stiff clay without free water and without its cycles takes the listed count', () => {
    const layer = { ca_Pa: 100e3, c_Pa: 100e3, sigmaV_Pa: 38e3, eps50: 0.005, J: 0.5, z_m: 2, b_m: 0.15 };
    const without = welchReeseCurve({ ...layer, loading: 'cyclic' });
    const given = welchReeseCurve({ ...layer, loading: 'cyclic', nCycles: listed('soil.layers.0.nCycles') });
    for (const y of [0.001, 0.01, 0.05]) expect(without.p(y)).toBe(given.p(y));
    // and the count matters: another gives another curve
    expect(welchReeseCurve({ ...layer, loading: 'cyclic', nCycles: 10 }).p(0.01)).not.toBe(without.p(0.01));
  });

  it('a Matlock clay without J and a weak rock without k_rm take the listed values', () => {
    const layers = (extra: Record<string, number>) => [
      {
        name: 'clay',
        model: 'soft-clay-matlock',
        top_m: 0,
        bottom_m: 3,
        gamma_N_per_m3: 17e3,
        cu_Pa: 30e3,
        eps50: 0.01,
        ...(extra.J === undefined ? {} : { J: extra.J }),
      },
      {
        name: 'rock',
        model: 'weak-rock',
        top_m: 3,
        bottom_m: 6,
        gamma_N_per_m3: 21e3,
        qu_Pa: 2.5e6,
        Erm_Pa: 250e6,
        rqdStart_pct: 30,
        ...(extra.krm === undefined ? {} : { krm: extra.krm }),
      },
    ];
    const of = (extra: Record<string, number>) => {
      const r = buildSoilProfile({ layers: layers(extra), waterTableDepth_m: null });
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      return r.profile;
    };
    const without = of({});
    const given = of({ J: listed('soil.layers.0.J'), krm: listed('soil.layers.0.krm') });
    for (const z of [0.5, 2, 4, 5.5])
      for (const y of [2e-5, 0.005])
        expect(curveAt(given, z, 0.15).p(y)).toBe(curveAt(without, z, 0.15).p(y));
    // Matlock (1970): J = 0.5 for soft Gulf clay; Reese (1997): k_rm 0.0005, the top of its range
    expect([listed('soil.layers.0.J'), listed('soil.layers.0.krm')]).toEqual([0.5, 0.0005]);
    // and they matter: another J or k_rm gives another curve
    const other = of({ J: 0.25, krm: 0.00005 });
    expect(curveAt(other, 0.5, 0.15).p(0.005)).not.toBe(curveAt(without, 0.5, 0.15).p(0.005));
    expect(curveAt(other, 4, 0.15).p(2e-5)).not.toBe(curveAt(without, 4, 0.15).p(2e-5));
  });

  it('a flat roof snow load without Ce and Ct takes the listed factors (ASCE 7-16 Tables 7.3-1, 7.3-2)', () => {
    const snow = { code: 'ASCE 7-16', pg_Pa: 1500, Is: 1 } as const;
    const Ce = listed('seismic.tracker.Ce');
    const Ct = listed('seismic.tracker.Ct');
    expect(flatRoofSnowLoad_Pa(snow)).toBe(flatRoofSnowLoad_Pa({ ...snow, Ce, Ct }));
    // pf = 0.7 Ce Ct Is pg = 0.7 × 1.0 × 1.2 × 1 × 1500 Pa
    expect(flatRoofSnowLoad_Pa(snow)).toBeCloseTo(1260, 9);
  });
});
