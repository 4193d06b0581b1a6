// The load tests being edited on the Load tests tab: plain objects as the design input stores
// them (SI units), with the edits the tables make. The engine's schema checks them.
import { loadTestsSchema, type LoadTestsRaw } from '@pilewise/engine';

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
  const group = (saved as { loadTests?: DraftLoadTests } | null)?.loadTests;
  return group ? structuredClone(group) : structuredClone(EMPTY_LOAD_TESTS);
}

export function newTest(index: number): DraftTest {
  return {
    kind: 'lateral',
    name: `Test ${index + 1}`,
    section: 'W6x12',
    loadHeight_m: 0.9,
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

/** The engine's check of the draft: 'tests[1].embedment_m: must be > 0' lines, [] when it reads. */
export function draftProblems(d: DraftLoadTests): string[] {
  const r = loadTestsSchema.safeParse(d as LoadTestsRaw);
  if (r.success) return [];
  return r.error.issues.map(
    (i) =>
      `${i.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
        .join('')
        .replace(/^\./, '')}: ${i.message}`,
  );
}
