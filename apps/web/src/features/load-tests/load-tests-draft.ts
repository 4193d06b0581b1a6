// The load tests being edited on the Load tests tab: plain objects as the design input stores
// them (SI units), with the edits the tables make. The engine's schema checks them.
import { toSI, type UnitSystem } from '@pilewise/contracts';
import { inputIssueMessage, loadTestsSchema, type LoadTestsRaw } from '@pilewise/engine';
import { engineDefaultAt } from '@pilewise/presentation';

export type LoadTestKind = 'lateral' | 'uplift' | 'compression';
export type DraftPoint = { load_N?: number; displacement_m?: number };
export type DraftTest = {
  kind: LoadTestKind;
  name: string;
  section: string;
  embedment_m?: number;
  loadHeight_m?: number;
  stickup_m?: number;
  failureLoad_N?: number;
  /** The test pile's E, Pa; absent: the project's Steel E. */
  E_Pa?: number;
  points: DraftPoint[];
  [key: string]: unknown;
};
export type DraftLoadTests = { useCalibratedSoil: boolean; tolerance?: number; tests: DraftTest[] };

export const EMPTY_LOAD_TESTS: DraftLoadTests = { useCalibratedSoil: true, tests: [] };

/** The saved group as a draft (missing: none yet). */
export function draftOf(saved: unknown): DraftLoadTests {
  const group = (saved as { loadTests?: Partial<DraftLoadTests> } | null)?.loadTests;
  if (!group) return structuredClone(EMPTY_LOAD_TESTS);
  // A group saved without the switch (a JSON file, an import) is designed with it on, the
  // engine's default: the switch showed off while the design used the calibrated soil.
  const useCalibratedSoil =
    group.useCalibratedSoil ?? engineDefaultAt(['loadTests', 'useCalibratedSoil']) === true;
  const copy = structuredClone(group);
  return { ...copy, tests: copy.tests ?? [], useCalibratedSoil };
}

/** A new lateral test, loaded 3 ft (0.9 m) above grade: a round number in the project's units. */
export function newTest(index: number, system: UnitSystem): DraftTest {
  return {
    kind: 'lateral',
    name: `Test ${index + 1}`,
    section: 'W6x12',
    loadHeight_m: system === 'imperial' ? toSI('length', 3, 'imperial') : 0.9,
    points: [{ load_N: 0, displacement_m: 0 }],
  };
}

/** A test switched to another kind keeps what both kinds read and drops the rest. */
export function withKind(t: DraftTest, kind: LoadTestKind): DraftTest {
  const { loadHeight_m, stickup_m, failureLoad_N, measuredAt, standard: _standard, axis, ...rest } = t;
  void _standard;
  return kind === 'lateral'
    ? {
        ...rest,
        kind,
        loadHeight_m: loadHeight_m ?? stickup_m ?? 0,
        ...(axis ? { axis } : {}),
        ...(measuredAt ? { measuredAt } : {}),
      }
    : {
        ...rest,
        kind,
        stickup_m: stickup_m ?? loadHeight_m ?? 0,
        ...(failureLoad_N === undefined ? {} : { failureLoad_N }),
      };
}

/** The tables' names of the fields a problem can name (the engine's keys are SI paths). */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'Name',
  kind: 'Kind',
  section: 'Section',
  E_Pa: 'Steel E',
  embedment_m: 'Embedment',
  loadHeight_m: 'Load height',
  stickup_m: 'Stick-up',
  failureLoad_N: 'Failure load',
  points: 'Points',
  load_N: 'Load',
  displacement_m: 'Movement',
  tolerance: 'Tolerance',
};

/** Where a problem is, as the tables show it: 'Test 2 “UT-1” › Point 3 › Movement'. */
function placeOf(path: readonly PropertyKey[], d: DraftLoadTests): string {
  const [group, testIndex, key, pointIndex, pointKey] = path;
  if (group !== 'tests') return FIELD_NAMES[String(group)] ?? String(group);
  if (typeof testIndex !== 'number') return 'Load tests';
  const name = String(d.tests[testIndex]?.name ?? '').trim();
  const test = `Test ${testIndex + 1}${name && name !== `Test ${testIndex + 1}` ? ` “${name}”` : ''}`;
  if (key === undefined) return test;
  const field = FIELD_NAMES[String(key)] ?? String(key);
  if (key !== 'points' || typeof pointIndex !== 'number') return `${test} › ${field}`;
  const point = `${test} › Point ${pointIndex + 1}`;
  return pointKey === undefined ? point : `${point} › ${FIELD_NAMES[String(pointKey)] ?? String(pointKey)}`;
}

/**
 * The engine's check of the draft, each problem where the tables show it and said as a person
 * would: 'Test 1 › Embedment: is required'; [] when it reads.
 */
export function draftProblems(d: DraftLoadTests): string[] {
  const r = loadTestsSchema.safeParse(d as LoadTestsRaw);
  if (r.success) return [];
  return r.error.issues.map((i) => `${placeOf(i.path, d)}: ${inputIssueMessage(i)}`);
}
