/**
 * How the unit values of the vertical soil table become available resistance: one design
 * method per project (AISC 360-16 B3 for the steel; the same method for the soil).
 *
 * - ASD: allowable = nominal / FS (IBC 1810.3.3.1).
 * - LRFD: factored = φ × nominal (AASHTO LRFD 10.5.5.2.3).
 * - tableBasis 'allowable': the geotechnical report already applied its own factor; the
 *   values are used as they are (compared with ASD demands).
 *
 * FS and φ depend on how the capacity was obtained (static analysis or load tests) and on the
 * load: compression; uplift from wind or seismic (transient); sustained uplift (frost heave).
 * The defaults below each cite what they rest on; a value whose primary text was not read
 * here carries `engineerToConfirm` and the check says so. Every one is an input
 * (`vertical.FS_*`, `vertical.phi_*`).
 */
import type { DesignMethod } from '../loads/asce7-combinations';

export type CapacityBasis = 'static-analysis' | 'load-tests';
/** The load a resistance is set against. Frost heave is a sustained load. */
export type GeotechLoad = 'compression' | 'uplift' | 'sustained-uplift';
export const GEOTECH_LOADS: readonly GeotechLoad[] = ['compression', 'uplift', 'sustained-uplift'];

export interface SourcedFactor {
  value: number;
  source: string;
  /** The primary text behind the value was not read here. */
  engineerToConfirm: boolean;
}

const IBC_UPLIFT =
  'IBC 1810.3.3.1.5 (uplift capacity of a single deep foundation element: FS 3 by analysis, ultimate from ASTM D3689 load tests / 2)';
const IBC_UPLIFT_WIND = 'IBC 1810.3.3.1.5 Exception (uplift due to wind or seismic loading)';
const AASHTO = 'AASHTO LRFD Table 10.5.5.2.3-1 (driven piles, resistance factors)';

/** Default FS (ASD) and φ (LRFD) by design method, capacity basis and load. */
export const DEFAULT_FACTORS: Readonly<
  Record<DesignMethod, Readonly<Record<CapacityBasis, Readonly<Record<GeotechLoad, SourcedFactor>>>>>
> = {
  ASD: {
    'static-analysis': {
      // IBC states no FS for compression by static analysis; 3 as for uplift by analysis.
      compression: {
        value: 3,
        source: `FS 3 for a capacity by static analysis, as ${IBC_UPLIFT} requires for uplift; IBC gives no compression FS for static analysis`,
        engineerToConfirm: true,
      },
      uplift: {
        value: 2,
        source: `${IBC_UPLIFT_WIND}: FS 2 where capacity is determined by analysis`,
        engineerToConfirm: false,
      },
      'sustained-uplift': {
        value: 3,
        source: `${IBC_UPLIFT}: FS 3 by an approved method of analysis`,
        engineerToConfirm: false,
      },
    },
    'load-tests': {
      compression: {
        value: 2,
        source: 'IBC 1810.3.3.1.2: allowable load ≤ one-half of the ultimate capacity from load tests (FS 2)',
        engineerToConfirm: true,
      },
      uplift: {
        value: 1.5,
        source: `${IBC_UPLIFT_WIND}: FS 1.5 where capacity is determined by load tests`,
        engineerToConfirm: true,
      },
      'sustained-uplift': {
        value: 2,
        source: `${IBC_UPLIFT}: ultimate from ASTM D3689 load tests / FS 2`,
        engineerToConfirm: false,
      },
    },
  },
  LRFD: {
    'static-analysis': {
      compression: {
        value: 0.35,
        source: `${AASHTO}: nominal bearing by static analysis, α-method in clay and mixed soils, φ 0.35`,
        engineerToConfirm: true,
      },
      uplift: {
        value: 0.25,
        source: `${AASHTO}: uplift of a single pile by static analysis, α-method, φ 0.25`,
        engineerToConfirm: true,
      },
      'sustained-uplift': {
        value: 0.25,
        source: `${AASHTO}: uplift of a single pile by static analysis, α-method, φ 0.25 (no separate factor for sustained uplift)`,
        engineerToConfirm: true,
      },
    },
    'load-tests': {
      compression: {
        value: 0.75,
        source: `${AASHTO}: driving criteria from a static load test without dynamic testing, φ 0.75`,
        engineerToConfirm: true,
      },
      uplift: {
        value: 0.6,
        source: `${AASHTO}: uplift of a single pile from a static load test, φ 0.60`,
        engineerToConfirm: true,
      },
      'sustained-uplift': {
        value: 0.6,
        source: `${AASHTO}: uplift of a single pile from a static load test, φ 0.60 (no separate factor for sustained uplift)`,
        engineerToConfirm: true,
      },
    },
  },
};

export interface GeotechFactors {
  method: DesignMethod;
  tableBasis: 'nominal' | 'allowable';
  capacityBasis: CapacityBasis;
  /** ASD factors of safety on nominal resistance. */
  FS_compression: number;
  /** Uplift from wind or seismic (transient). */
  FS_uplift: number;
  /** Sustained uplift (frost heave). */
  FS_sustainedUplift: number;
  /** LRFD resistance factors on nominal resistance. */
  phi_compression: number;
  phi_uplift: number;
  phi_sustainedUplift: number;
  /** Where each factor in use comes from: a default's source, or the project's input. */
  sources: Readonly<Record<GeotechLoad, SourcedFactor>>;
}

/** The factors of a design method and capacity basis, each given value replacing its default. */
export function geotechFactorsFor(
  method: DesignMethod,
  capacityBasis: CapacityBasis,
  given: Partial<
    Record<
      | 'FS_compression'
      | 'FS_uplift'
      | 'FS_sustainedUplift'
      | 'phi_compression'
      | 'phi_uplift'
      | 'phi_sustainedUplift',
      number
    >
  > = {},
  tableBasis: 'nominal' | 'allowable' = 'nominal',
): GeotechFactors {
  const pick = (m: DesignMethod, load: GeotechLoad, value: number | undefined): SourcedFactor =>
    value === undefined
      ? DEFAULT_FACTORS[m][capacityBasis][load]
      : { value, source: 'project input', engineerToConfirm: false };
  const fs = {
    compression: pick('ASD', 'compression', given.FS_compression),
    uplift: pick('ASD', 'uplift', given.FS_uplift),
    'sustained-uplift': pick('ASD', 'sustained-uplift', given.FS_sustainedUplift),
  };
  const phi = {
    compression: pick('LRFD', 'compression', given.phi_compression),
    uplift: pick('LRFD', 'uplift', given.phi_uplift),
    'sustained-uplift': pick('LRFD', 'sustained-uplift', given.phi_sustainedUplift),
  };
  return {
    method,
    tableBasis,
    capacityBasis,
    FS_compression: fs.compression.value,
    FS_uplift: fs.uplift.value,
    FS_sustainedUplift: fs['sustained-uplift'].value,
    phi_compression: phi.compression.value,
    phi_uplift: phi.uplift.value,
    phi_sustainedUplift: phi['sustained-uplift'].value,
    sources: method === 'ASD' ? fs : phi,
  };
}

/** ASD, nominal table, static analysis, the cited defaults. */
export const DEFAULT_GEOTECH_FACTORS: GeotechFactors = geotechFactorsFor('ASD', 'static-analysis');

function factorOf(f: GeotechFactors, load: GeotechLoad): number {
  if (f.method === 'ASD')
    return load === 'compression' ? f.FS_compression : load === 'uplift' ? f.FS_uplift : f.FS_sustainedUplift;
  return load === 'compression'
    ? f.phi_compression
    : load === 'uplift'
      ? f.phi_uplift
      : f.phi_sustainedUplift;
}

/** Multiplier from nominal table resistance to available resistance: 1/FS (ASD) or φ (LRFD). */
export function availabilityFactor(f: GeotechFactors, load: GeotechLoad): number {
  if (f.tableBasis === 'allowable') return 1;
  const k = factorOf(f, load);
  return f.method === 'ASD' ? 1 / k : k;
}

/** Whether the factor applied to this load still needs the engineer's confirmation. */
export function factorNeedsConfirmation(f: GeotechFactors, load: GeotechLoad): boolean {
  return f.tableBasis === 'nominal' && f.sources[load].engineerToConfirm;
}

const LOAD_WORDS: Readonly<Record<GeotechLoad, string>> = {
  compression: 'compression',
  uplift: 'wind or seismic uplift',
  'sustained-uplift': 'sustained uplift (frost heave)',
};

/** Words for the result: which factor was applied, on what it rests. */
export function describeFactor(f: GeotechFactors, load: GeotechLoad): string {
  if (f.tableBasis === 'allowable') return 'table values taken as allowable (no factor), ASD';
  const s = f.sources[load];
  const basis = f.capacityBasis === 'load-tests' ? 'capacity from load tests' : 'capacity by static analysis';
  const head =
    f.method === 'ASD'
      ? `ASD: nominal / FS, FS = ${factorOf(f, load)}`
      : `LRFD: φ × nominal, φ = ${factorOf(f, load)}`;
  return `${head} (${LOAD_WORDS[load]}, ${basis}; ${s.source})${s.engineerToConfirm ? ' (engineer to confirm)' : ''}`;
}

/** The working of a factor for a check's details. */
export function factorWorking(f: GeotechFactors, load: GeotechLoad): Record<string, unknown> {
  return addFactorWorking({}, f, load);
}

/**
 * factorWorking's keys added to `details` (a check's own details object), in the same order:
 * what a spread of factorWorking into details gives, without the spread. A spread into an
 * object literal after other keys, or keys added after a spread, took V8 (Node 20) some 5 µs
 * a check, while adding keys one by one to an object made by a literal takes nanoseconds.
 */
export function addFactorWorking(
  details: Record<string, unknown>,
  f: GeotechFactors,
  load: GeotechLoad,
): Record<string, unknown> {
  details.designMethod = f.method;
  details.tableBasis = f.tableBasis;
  details.capacityBasis = f.capacityBasis;
  details.resistanceLoad = load;
  if (f.tableBasis === 'nominal') {
    if (f.method === 'ASD') details.FS = factorOf(f, load);
    else details.phi = factorOf(f, load);
  }
  details.factorSource = f.tableBasis === 'nominal' ? f.sources[load].source : 'table values as allowable';
  details.engineerToConfirm = factorNeedsConfirmation(f, load);
  return details;
}
