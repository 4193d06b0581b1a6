/**
 * A design with the soil calibrated on site load tests: the problem's soil takes the fitted
 * p-multiplier factor (on the global P-factor, so every layer's own multipliers keep their
 * ratios), the vertical table its skin-friction factors, and the axial resistances whose
 * capacity now comes from load tests take the load-test FS / φ (IBC 1810.3.3.1.2 and
 * 1810.3.3.1.5; AASHTO LRFD Table 10.5.5.2.3-1: checks/geotech-factors.ts) unless the
 * project gives its own. The result names the tests, the values and the misfits.
 */
import { geotechFactorsFor, type GeotechFactors, type GeotechLoad } from '../checks/geotech-factors';
import type { DesignInput } from '../design/design-input';
import type { DesignProblem } from '../design/design-problem';
import { calibrateLoadTests } from './calibrate';
import type { CalibrationResult, DesignCalibration } from './fit-result';

/**
 * Elements of the fit's analyses, whatever the design's lane: on the example site the fitted
 * p-multiplier moves by 0.01 % from 100 to 500 elements while the fit takes 4.5 × as long.
 */
export const CALIBRATION_ELEMENTS = 100;

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);

function testsOf(r: CalibrationResult, kinds: readonly string[]): string {
  return r.tests
    .filter((t) => kinds.includes(t.kind) && t.status !== 'cannot-fit')
    .map((t) =>
      t.kind === 'lateral'
        ? `${t.name}, RMS misfit ${pct(t.relativeMisfit)}`
        : `${t.name}, ${t.failureBasis}`,
    )
    .join('; ');
}

/** The project's own FS / φ fields (given values replace the defaults of either basis). */
function givenFactors(v: DesignInput): Record<string, number> {
  const t = v.vertical;
  if (!t) return {};
  const given = {
    FS_compression: t.FS_compression,
    FS_uplift: t.FS_uplift,
    FS_sustainedUplift: t.FS_sustainedUplift,
    phi_compression: t.phi_compression,
    phi_uplift: t.phi_uplift,
    phi_sustainedUplift: t.phi_sustainedUplift,
  };
  return Object.fromEntries(Object.entries(given).filter(([, x]) => x !== undefined)) as Record<
    string,
    number
  >;
}

/**
 * The factors with the load-test values for the resistances the tests calibrated (compression;
 * uplift covers wind or seismic and sustained uplift). One basis for both: 'load-tests';
 * otherwise the untested resistance keeps its own factor and source.
 */
function loadTestFactors(
  v: DesignInput,
  base: GeotechFactors,
  tested: { compression: boolean; uplift: boolean },
  names: string,
): GeotechFactors {
  const lt = geotechFactorsFor(base.method, 'load-tests', givenFactors(v), base.tableBasis);
  const use = (load: GeotechLoad) => (load === 'compression' ? tested.compression : tested.uplift);
  const sources = Object.fromEntries(
    (['compression', 'uplift', 'sustained-uplift'] as const).map((load) => [
      load,
      use(load)
        ? { ...lt.sources[load], source: `${lt.sources[load].source}; site load tests: ${names}` }
        : base.sources[load],
    ]),
  ) as GeotechFactors['sources'];
  return {
    ...base,
    capacityBasis: tested.compression && tested.uplift ? 'load-tests' : base.capacityBasis,
    FS_compression: tested.compression ? lt.FS_compression : base.FS_compression,
    phi_compression: tested.compression ? lt.phi_compression : base.phi_compression,
    FS_uplift: tested.uplift ? lt.FS_uplift : base.FS_uplift,
    phi_uplift: tested.uplift ? lt.phi_uplift : base.phi_uplift,
    FS_sustainedUplift: tested.uplift ? lt.FS_sustainedUplift : base.FS_sustainedUplift,
    phi_sustainedUplift: tested.uplift ? lt.phi_sustainedUplift : base.phi_sustainedUplift,
    sources,
  };
}

/** The problem designed with the calibrated soil (or as it was, when the input says so), and the calibration; null without load tests. */
export function applyLoadTests(
  v: DesignInput,
  problem: DesignProblem,
): { problem: DesignProblem; calibration: DesignCalibration } | null {
  const lt = v.loadTests;
  if (!lt) return null;
  const s = problem.settings;
  const cal = calibrateLoadTests({
    soil: v.soil,
    vertical: v.vertical,
    loadTests: lt,
    elements: CALIBRATION_ELEMENTS,
    steelModulus_Pa: s.E_Pa,
  });
  const asGiven = {
    lateral: 'static-analysis',
    compression: 'static-analysis',
    uplift: 'static-analysis',
  } as const;
  if (!lt.useCalibratedSoil)
    return {
      problem,
      calibration: {
        ...cal,
        capacityBasis: asGiven,
        used: false,
        applied: ['none: "use calibrated soil" is off, the fit is reported only'],
      },
    };
  const applied: string[] = [];
  const notes = [...cal.notes];
  let { soil, vertical, geotech } = s;
  let capacityBasis: DesignCalibration['capacityBasis'] = cal.capacityBasis;
  const m = cal.pMultiplier;
  if (m !== null) {
    soil = { ...soil, pFactor: soil.pFactor * m };
    applied.push(
      `lateral: every layer's p-multipliers × ${m.toFixed(3)} (P-factor ${s.soil.pFactor} → ${soil.pFactor.toFixed(3)}), from ${testsOf(cal, ['lateral'])}`,
    );
  }
  const up = cal.skinFrictionUpFactor;
  const down = cal.skinFrictionDownFactor;
  if (vertical && (up !== null || down !== null)) {
    if (geotech.tableBasis === 'allowable') {
      notes.push(
        'the vertical table holds allowable values while the load tests measure ultimate resistance: the skin-friction factors are not applied (set the table basis to nominal to design with them)',
      );
      capacityBasis = { ...capacityBasis, compression: 'static-analysis', uplift: 'static-analysis' };
    } else {
      vertical = {
        ...vertical,
        table: vertical.table.map((row) => ({
          ...row,
          skinFrictionUp_Pa: row.skinFrictionUp_Pa * (up ?? 1),
          skinFrictionDown_Pa: row.skinFrictionDown_Pa * (down ?? 1),
        })),
      };
      const names = testsOf(cal, ['uplift', 'compression']);
      geotech = loadTestFactors(v, geotech, { compression: down !== null, uplift: up !== null }, names);
      if (up !== null)
        applied.push(
          `uplift: Skin Friction Up × ${up.toFixed(3)} and the load-test ${geotech.method === 'ASD' ? `FS ${geotech.FS_uplift} (wind or seismic), ${geotech.FS_sustainedUplift} (sustained)` : `φ ${geotech.phi_uplift} (wind or seismic), ${geotech.phi_sustainedUplift} (sustained)`}, from ${testsOf(cal, ['uplift'])}`,
        );
      if (down !== null)
        applied.push(
          `compression: Skin Friction Down × ${down.toFixed(3)} and the load-test ${geotech.method === 'ASD' ? `FS ${geotech.FS_compression}` : `φ ${geotech.phi_compression}`}, from ${testsOf(cal, ['compression'])}`,
        );
    }
  }
  if (applied.length === 0)
    applied.push(
      cal.tests.some((t) => t.status !== 'cannot-fit')
        ? 'none: the fitted values are not applied (see the notes); the soil is designed as given'
        : 'none: no test could be fitted; the soil is designed as given',
    );
  return {
    problem: { ...problem, settings: { ...s, soil, vertical, geotech } },
    calibration: { ...cal, capacityBasis, notes, used: true, applied },
  };
}
