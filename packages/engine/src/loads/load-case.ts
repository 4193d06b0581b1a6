/**
 * Load cases at a pile head: what each case is (its ASCE 7 load kind) and the vector of
 * actions it applies at the load point. SI: N and N·m.
 *
 * Sign conventions (shared with the lateral solver):
 * - P_N > 0 is compression (down on the pile head), P_N < 0 is uplift.
 * - Vx_N is the shear that bends the pile about its strong axis (x); Mx_Nm is the moment
 *   about the strong axis at the load point, positive in the sense of the moment that a
 *   positive Vx_N produces below its point of application (M(z) = Mx + Vx·z, z down from it).
 * - Vy_N / My_Nm: the same about the weak axis (y).
 */
import { z } from 'zod';

/** The five actions at the load point. */
export interface LoadVector {
  P_N: number;
  Vx_N: number;
  Vy_N: number;
  Mx_Nm: number;
  My_Nm: number;
}

export const loadVectorSchema = z.object({
  P_N: z.number().finite(),
  Vx_N: z.number().finite().default(0),
  Vy_N: z.number().finite().default(0),
  Mx_Nm: z.number().finite().default(0),
  My_Nm: z.number().finite().default(0),
});

export const ZERO_LOAD: Readonly<LoadVector> = Object.freeze({
  P_N: 0,
  Vx_N: 0,
  Vy_N: 0,
  Mx_Nm: 0,
  My_Nm: 0,
});

/**
 * ASCE 7 load kinds (ASCE 7-16 §2.2 symbols): D dead, L live, Lr roof live, S snow, R rain,
 * W wind, Eh horizontal seismic (case id 'E'), Ev vertical seismic (§12.4.2.2).
 */
export type LoadKind = 'D' | 'L' | 'Lr' | 'S' | 'R' | 'W' | 'Eh' | 'Ev';
export const LOAD_KINDS: readonly LoadKind[] = ['D', 'L', 'Lr', 'S', 'R', 'W', 'Eh', 'Ev'];

/** Case ids with a fixed meaning; every other id is a named wind case (tracker position). */
const FIXED_CASE_IDS: Readonly<Record<string, LoadKind>> = {
  D: 'D',
  L: 'L',
  Lr: 'Lr',
  S: 'S',
  R: 'R',
  E: 'Eh',
  Eh: 'Eh',
  Ev: 'Ev',
};

/**
 * The load kind of a case id: D, L, Lr, S, R, E (= Eh), Eh, Ev by name; any other id
 * (W, W0, W30, Wstow, 'Stow 50°' ...) is a wind case, because the extra cases tracker
 * companies give are tracker positions under wind. An explicit kind overrides this.
 */
export function loadKindOf(caseId: string, explicit?: Readonly<Record<string, LoadKind>>): LoadKind {
  return explicit?.[caseId] ?? FIXED_CASE_IDS[caseId] ?? 'W';
}

/** Whether a kind's sense may reverse by default: horizontal seismic acts in either direction (ASCE 7-16 §12.5.1). */
export function isReversibleByDefault(kind: LoadKind): boolean {
  return kind === 'Eh';
}

export function addLoads(a: LoadVector, b: LoadVector): LoadVector {
  return {
    P_N: a.P_N + b.P_N,
    Vx_N: a.Vx_N + b.Vx_N,
    Vy_N: a.Vy_N + b.Vy_N,
    Mx_Nm: a.Mx_Nm + b.Mx_Nm,
    My_Nm: a.My_Nm + b.My_Nm,
  };
}

export function scaleLoad(v: LoadVector, factor: number): LoadVector {
  // `+ 0` turns -0 into 0 so that outputs are byte-stable.
  return {
    P_N: v.P_N * factor + 0,
    Vx_N: v.Vx_N * factor + 0,
    Vy_N: v.Vy_N * factor + 0,
    Mx_Nm: v.Mx_Nm * factor + 0,
    My_Nm: v.My_Nm * factor + 0,
  };
}

/** A load vector's moment transferred down by h (m): the same actions at a point h lower. */
export function moveLoadDown(v: LoadVector, h_m: number): LoadVector {
  return { ...v, Mx_Nm: v.Mx_Nm + v.Vx_N * h_m, My_Nm: v.My_Nm + v.Vy_N * h_m };
}
