import { describe, expect, it } from 'vitest';
import { axialCapacity, axialChecks } from './axial';
import { frostHeaveCheck, adfreezeForce_N } from './frost';
import {
  availabilityFactor,
  DEFAULT_GEOTECH_FACTORS,
  geotechFactorsFor,
  factorNeedsConfirmation,
  factorWorking,
} from './geotech-factors';
import { sideResistanceIntegral, type VerticalSoilLayer } from './vertical-soil';

// Hand-calculation table (kPa written as Pa):
//   layer 1: 0 – 1.0 m   f_up 10 kPa, f_down 15 kPa, q_b    0
//   layer 2: 1.0 – 2.5 m f_up 30 kPa, f_down 40 kPa, q_b 1000 kPa
//   layer 3: 2.5 – 5.0 m f_up 50 kPa, f_down 60 kPa, q_b 2000 kPa
const table: VerticalSoilLayer[] = [
  { bottom_m: 1.0, skinFrictionUp_Pa: 10e3, skinFrictionDown_Pa: 15e3, endBearing_Pa: 0 },
  { bottom_m: 2.5, skinFrictionUp_Pa: 30e3, skinFrictionDown_Pa: 40e3, endBearing_Pa: 1000e3 },
  { bottom_m: 5.0, skinFrictionUp_Pa: 50e3, skinFrictionDown_Pa: 60e3, endBearing_Pa: 2000e3 },
];
// Round box values for the hand calculation: p = 2(d + bf) = 0.5 m, A_b = d·bf = 0.015 m².
const section = { boxPerimeter_m: 0.5, boxArea_m2: 0.015, A_m2: 0.0017 };
const base = { table, embedment_m: 4.0, neglectTopSoil_m: 1.5, section };
/** FS 2 on every load, as the hand calculations below take it. */
const FS2 = geotechFactorsFor('ASD', 'static-analysis', {
  FS_compression: 2,
  FS_uplift: 2,
  FS_sustainedUplift: 2,
});

describe('axial capacity from the vertical soil table (neglect 1.5 m cuts layer 2)', () => {
  it('skin friction down: (40 kPa × 1.0 m + 60 kPa × 1.5 m) × 0.5 m = 65 kN', () => {
    // layer 1 entirely above 1.5 m: ignored; layer 2 counts 1.5 → 2.5 m; layer 3 counts 2.5 → 4.0 m.
    const c = axialCapacity({ ...base, endBearing: false });
    expect(c.skinDown_N).toBeCloseTo(65e3, 6);
    expect(c.endBearing_N).toBe(0);
    expect(c.compression_N).toBeCloseTo(65e3, 6);
    expect(c.perimeterBasis).toMatch(/2\(d \+ bf\)/);
  });

  it('end bearing on: + 2000 kPa × 0.015 m² = 30 kN → 95 kN', () => {
    const c = axialCapacity({ ...base, endBearing: true });
    expect(c.endBearing_N).toBeCloseTo(30e3, 6);
    expect(c.compression_N).toBeCloseTo(95e3, 6);
    expect(c.bearingAreaBasis).toMatch(/d·bf/);
  });

  it('end bearing on steel area: 2000 kPa × 0.0017 m² = 3.4 kN', () => {
    const c = axialCapacity({ ...base, endBearing: true, bearingAreaBasis: 'steel' });
    expect(c.endBearing_N).toBeCloseTo(3.4e3, 6);
  });

  it('uplift: (30 kPa × 1.0 m + 50 kPa × 1.5 m) × 0.5 m = 52.5 kN', () => {
    expect(axialCapacity({ ...base, endBearing: true }).uplift_N).toBeCloseTo(52.5e3, 6);
  });

  it('toe on a layer boundary takes the layer above (q_b = 1000 kPa at 2.5 m)', () => {
    const c = axialCapacity({ ...base, embedment_m: 2.5, endBearing: true });
    expect(c.toeUnitEndBearing_Pa).toBe(1000e3);
  });

  it('last layer continues below the table and says so', () => {
    const s = sideResistanceIntegral(table, 4.0, 6.0, 'up');
    expect(s.value_N_per_m).toBeCloseTo(50e3 * 2.0, 6);
    expect(s.extendedBelowTable).toBe(true);
  });

  it('checks: ASD FS = 2 given; ratio = demand / (nominal / 2)', () => {
    const { checks } = axialChecks(
      { ...base, endBearing: true },
      { compression_N: 40e3, uplift_N: 30e3 },
      FS2,
    );
    const [comp, up] = checks;
    expect(comp?.capacity).toBeCloseTo(47.5e3, 6);
    expect(comp?.ratio).toBeCloseTo(40 / 47.5, 12);
    expect(comp?.passes).toBe(true);
    expect(up?.capacity).toBeCloseTo(26.25e3, 6);
    expect(up?.ratio).toBeCloseTo(30 / 26.25, 12);
    expect(up?.passes).toBe(false);
  });

  it('allowable table values are used without a factor; LRFD uses φ', () => {
    const allowable = axialChecks(
      { ...base, endBearing: false },
      { compression_N: 0, uplift_N: 0 },
      geotechFactorsFor('ASD', 'static-analysis', {}, 'allowable'),
    );
    expect(allowable.checks[0]?.capacity).toBeCloseTo(65e3, 6);
    const lrfd = axialChecks(
      { ...base, endBearing: false },
      { compression_N: 0, uplift_N: 0 },
      geotechFactorsFor('LRFD', 'static-analysis', { phi_compression: 0.45, phi_uplift: 0.35 }),
    );
    expect(lrfd.checks[1]?.capacity).toBeCloseTo(0.35 * 52.5e3, 6);
  });
});

describe('frost heave (adfreeze F = τ·p·z_f)', () => {
  it('adfreeze 100 kPa × 0.5 m × 1.2 m = 60 kN', () => {
    expect(adfreezeForce_N(100e3, 0.5, 1.2)).toBeCloseTo(60e3, 6);
  });

  it('frost depth above neglect depth: resistance starts at neglect 1.5 m', () => {
    // F = 50 kPa × 0.5 × 1.2 = 30 kN; R_up below 1.5 m = 52.5 kN nominal → /2 = 26.25 kN; + D 2 kN = 28.25 kN
    const r = frostHeaveCheck({ ...base, frostPressure_Pa: 50e3, frostDepth_m: 1.2, deadLoad_N: 2e3 }, FS2);
    expect(r.demand).toBeCloseTo(30e3, 6);
    expect(r.capacity).toBeCloseTo(28.25e3, 6);
    expect(r.ratio).toBeCloseTo(30 / 28.25, 12);
    expect(r.passes).toBe(false);
  });

  it('frost depth below neglect depth: resistance starts at the frost depth 2.0 m', () => {
    // F = 50 kPa × 0.5 × 2.0 = 50 kN; R_up = (30 kPa × 0.5 m + 50 kPa × 2.0 m) × 0.5 = 57.5 kN → /2 = 28.75 kN
    // + D 25 kN = 53.75 kN → ratio 0.930
    const r = frostHeaveCheck(
      {
        ...base,
        embedment_m: 4.5,
        neglectTopSoil_m: 0.5,
        frostPressure_Pa: 50e3,
        frostDepth_m: 2.0,
        deadLoad_N: 25e3,
      },
      FS2,
    );
    expect(r.capacity).toBeCloseTo(53.75e3, 6);
    expect(r.ratio).toBeCloseTo(50 / 53.75, 12);
    expect(r.passes).toBe(true);
  });

  it('pile shorter than the frost depth resists with dead load only', () => {
    const r = frostHeaveCheck({
      ...base,
      embedment_m: 1.0,
      frostPressure_Pa: 50e3,
      frostDepth_m: 1.2,
      deadLoad_N: 2e3,
    });
    expect(r.capacity).toBeCloseTo(2e3, 9);
  });
});

// IBC 1810.3.3.1.5: uplift by an approved method of analysis FS 3, by ASTM D3689 load tests FS 2;
// Exception: uplift due to wind or seismic loading FS 2 by analysis (1.5 by load tests).
// AASHTO LRFD Table 10.5.5.2.3-1: uplift by static analysis (α-method) φ 0.25, static load test φ 0.60.
describe('geotechnical factors: by design method, capacity basis and load (issue 9)', () => {
  it('ASD by static analysis: compression FS 3, wind/seismic uplift FS 2, frost (sustained) FS 3', () => {
    const f = DEFAULT_GEOTECH_FACTORS;
    expect([f.method, f.capacityBasis]).toEqual(['ASD', 'static-analysis']);
    expect(availabilityFactor(f, 'compression')).toBeCloseTo(1 / 3, 12);
    expect(availabilityFactor(f, 'uplift')).toBeCloseTo(1 / 2, 12);
    expect(availabilityFactor(f, 'sustained-uplift')).toBeCloseTo(1 / 3, 12);
    expect(f.sources['sustained-uplift'].source).toMatch(/IBC 1810\.3\.3\.1\.5/);
    expect(factorNeedsConfirmation(f, 'sustained-uplift')).toBe(false);
    // IBC states no compression FS for static analysis: the 3 is flagged
    expect(factorNeedsConfirmation(f, 'compression')).toBe(true);
  });
  it('ASD by load tests: FS 2, 1.5, 2', () => {
    const f = geotechFactorsFor('ASD', 'load-tests');
    expect([f.FS_compression, f.FS_uplift, f.FS_sustainedUplift]).toEqual([2, 1.5, 2]);
  });
  it('LRFD: φ 0.35 / 0.25 / 0.25 by static analysis, 0.75 / 0.60 / 0.60 by load tests, each flagged', () => {
    const s = geotechFactorsFor('LRFD', 'static-analysis');
    expect(availabilityFactor(s, 'compression')).toBe(0.35);
    expect(availabilityFactor(s, 'uplift')).toBe(0.25);
    const t = geotechFactorsFor('LRFD', 'load-tests');
    expect(availabilityFactor(t, 'uplift')).toBe(0.6);
    expect(factorNeedsConfirmation(t, 'uplift')).toBe(true);
  });
  it('a given value replaces the default and is not flagged', () => {
    const f = geotechFactorsFor('ASD', 'static-analysis', { FS_compression: 2.5 });
    expect(availabilityFactor(f, 'compression')).toBeCloseTo(0.4, 12);
    expect(factorNeedsConfirmation(f, 'compression')).toBe(false);
    expect(f.sources.compression.source).toBe('project input');
  });
  it('frost heave takes the sustained FS: 30 kN adfreeze against 52.5 kN / 3 + 2 kN = 19.5 kN', () => {
    // F = 50 kPa × 0.5 m × 1.2 m = 30 kN; R_up below 1.5 m = 52.5 kN nominal; FS 3 (sustained) → 17.5 kN; + D 2 kN
    const r = frostHeaveCheck({ ...base, frostPressure_Pa: 50e3, frostDepth_m: 1.2, deadLoad_N: 2e3 });
    expect(r.capacity).toBeCloseTo(19.5e3, 6);
    expect(r.details?.FS).toBe(3);
    expect(r.details?.resistanceLoad).toBe('sustained-uplift');
  });
  it('uplift from a combination without wind or seismic takes the sustained FS', () => {
    // R_up = 52.5 kN: transient /2 = 26.25 kN; sustained /3 = 17.5 kN
    const wind = axialChecks({ ...base, endBearing: false }, { compression_N: 0, uplift_N: 10e3 }).checks[1]!;
    const sustained = axialChecks(
      { ...base, endBearing: false },
      { compression_N: 0, uplift_N: 10e3, upliftLoad: 'sustained-uplift' },
    ).checks[1]!;
    expect(wind.capacity).toBeCloseTo(26.25e3, 6);
    expect(sustained.capacity).toBeCloseTo(17.5e3, 6);
    expect(wind.reference).toMatch(/wind or seismic uplift/);
  });
});

describe('the details of the axial and frost checks (the keys a result shows, in order)', () => {
  // the order of the keys is the order of the result's JSON: made key by key, it must stay
  // that of the shared keys, the check's own, then factorWorking's (as a spread gave them)
  const input = { ...base, endBearing: true };
  const demand = {
    compression_N: 10e3,
    uplift_N: 5e3,
    pileWeightCompression_N: 1e3,
    pileWeightUplift_N: 6e2,
  };
  const shared = ['perimeter_m', 'perimeterBasis', 'neglectTopSoil_m', 'extendedBelowTable'];
  for (const f of [
    FS2,
    geotechFactorsFor('LRFD', 'load-tests'),
    { ...FS2, tableBasis: 'allowable' as const },
  ]) {
    it(`${f.method}, ${f.tableBasis} table`, () => {
      const [compression, uplift] = axialChecks(input, demand, f).checks;
      expect(Object.keys(compression!.details!)).toEqual([
        ...shared,
        'skinDown_N',
        'endBearing_N',
        'endBearingOn',
        'bearingArea_m2',
        'bearingAreaBasis',
        'nominal_N',
        'factor',
        ...Object.keys(factorWorking(f, 'compression')),
        'pileWeightInDemand_N',
      ]);
      expect(compression!.details).toMatchObject({
        ...factorWorking(f, 'compression'),
        pileWeightInDemand_N: 1e3,
      });
      expect(Object.keys(uplift!.details!)).toEqual([
        ...shared,
        'nominal_N',
        'factor',
        ...Object.keys(factorWorking(f, 'uplift')),
        'pileWeightAgainstUplift_N',
      ]);
      expect(uplift!.details).toMatchObject({
        ...factorWorking(f, 'uplift'),
        pileWeightAgainstUplift_N: 6e2,
      });
      const frost = frostHeaveCheck(
        { ...base, frostPressure_Pa: 100e3, frostDepth_m: 1, deadLoad_N: 2e3, pileWeight_N: 5e2 },
        f,
      );
      expect(Object.keys(frost.details!)).toEqual([
        'perimeter_m',
        'perimeterBasis',
        'resistanceTop_m',
        'skinUpBelowFrost_nominal_N',
        'factor',
        ...Object.keys(factorWorking(f, 'sustained-uplift')),
        'deadLoad_N',
        'deadLoadFactor',
        'pileWeight_N',
        'extendedBelowTable',
      ]);
    });
  }
});
