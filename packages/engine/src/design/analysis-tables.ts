/**
 * The lateral memo's tables (lateral-memo.ts): a pile model's entry by (height, section,
 * embedment, axis), and an analysis by its head loads (H, M, P), in maps of numbers nested one
 * number a level. A design asks the memo some 4,000 times; a key made as text (the numbers
 * written out, joined, then hashed as a new string) was a tenth of its CPU time in profiles
 * (issue 12), where a number is its own key. A Map compares keys as SameValueZero: −0 is 0 and
 * NaN is NaN, as the text keys (`${x}`) had them.
 */
import type { BendingAxis } from '../sections';
import type { PileModel } from '../lateral';
import type { SolverWorkspace } from '../solver';
import type { ConvergedOnPile } from './start-state';

/** Values by three numbers (an analysis's H, M and P). */
export class LoadTable<T> {
  private readonly byH = new Map<number, Map<number, Map<number, T>>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(H: number, M: number, P: number): T | undefined {
    return this.byH.get(H)?.get(M)?.get(P);
  }

  set(H: number, M: number, P: number, value: T): void {
    let byM = this.byH.get(H);
    if (!byM) this.byH.set(H, (byM = new Map()));
    let byP = byM.get(M);
    if (!byP) byM.set(M, (byP = new Map()));
    if (!byP.has(P)) this.count++;
    byP.set(P, value);
  }

  /** Keeps only the values `keep` takes. */
  retain(keep: (value: T) => boolean): void {
    for (const [H, byM] of this.byH) {
      for (const [M, byP] of byM) {
        for (const [P, value] of byP)
          if (!keep(value)) {
            byP.delete(P);
            this.count--;
          }
        if (byP.size === 0) byM.delete(M);
      }
      if (byM.size === 0) this.byH.delete(H);
    }
  }
}

/** A pile model of the memo: its analyses (A: lateral-memo.ts AxisAnalysis), and what they share. */
export interface PileEntry<A> {
  /** height|section|embedment|axis, the first four parts of its analyses' keys (LateralMemo.key). */
  readonly key: string;
  /** Mesh, EI and p-y curves: built at the first analysis solved on it. */
  model: PileModel | undefined;
  /** The solver workspace every load on it reuses. */
  workspace: SolverWorkspace | undefined;
  /** Its analyses by their loads (H, M as keyed: 0 with a fixed head, P). */
  readonly analyses: LoadTable<A>;
  /** Its converged analyses, grouped for starts (start-state.ts); only while seeding. */
  converged: ConvergedOnPile | undefined;
  /**
   * Whether a p-y curve of its model softens or stiffens (SoilPyCurve.softens, .stiffens): the
   * pile may then stand in more than one equilibrium under the same loads, and its analyses start
   * from nothing of another (lateral-memo.ts); known once its model is built.
   */
  manyEquilibria: boolean | undefined;
}

type ByAxis<A> = { strong?: PileEntry<A>; weak?: PileEntry<A> };

/** Pile entries by height, section index, embedment and axis (A: what an analysis is). */
export class PileTable<A> {
  private readonly byHeight = new Map<number, Map<number, Map<number, ByAxis<A>>>>();

  find(
    pileHeight_m: number,
    sectionIndex: number,
    embedment_m: number,
    axis: BendingAxis,
  ): PileEntry<A> | undefined {
    return this.byHeight.get(pileHeight_m)?.get(sectionIndex)?.get(embedment_m)?.[axis];
  }

  /** The entry, made (with `key()` as its key, no model yet) when there is none. */
  entry(
    pileHeight_m: number,
    sectionIndex: number,
    embedment_m: number,
    axis: BendingAxis,
    key: () => string,
  ): PileEntry<A> {
    let bySection = this.byHeight.get(pileHeight_m);
    if (!bySection) this.byHeight.set(pileHeight_m, (bySection = new Map()));
    let byEmbedment = bySection.get(sectionIndex);
    if (!byEmbedment) bySection.set(sectionIndex, (byEmbedment = new Map()));
    let byAxis = byEmbedment.get(embedment_m);
    if (!byAxis) byEmbedment.set(embedment_m, (byAxis = {}));
    return (byAxis[axis] ??= {
      key: key(),
      model: undefined,
      workspace: undefined,
      analyses: new LoadTable(),
      converged: undefined,
      manyEquilibria: undefined,
    });
  }

  clear(): void {
    this.byHeight.clear();
  }

  /** Drops the entries of every other height. */
  retainHeight(pileHeight_m: number): void {
    for (const h of this.byHeight.keys()) if (h !== pileHeight_m) this.byHeight.delete(h);
  }

  /** Keeps only the analyses `keep` takes, and the entries with any left. */
  retainAnalyses(keep: (analysis: A) => boolean): void {
    for (const [h, bySection] of this.byHeight) {
      for (const [s, byEmbedment] of bySection) {
        for (const [e, byAxis] of byEmbedment) {
          for (const axis of ['strong', 'weak'] as const) {
            const entry = byAxis[axis];
            if (!entry) continue;
            entry.analyses.retain(keep);
            if (entry.analyses.size === 0) delete byAxis[axis];
          }
          if (!byAxis.strong && !byAxis.weak) byEmbedment.delete(e);
        }
        if (byEmbedment.size === 0) bySection.delete(s);
      }
      if (bySection.size === 0) this.byHeight.delete(h);
    }
  }

  /** Analyses in the table. */
  get analysisCount(): number {
    let n = 0;
    for (const bySection of this.byHeight.values())
      for (const byEmbedment of bySection.values())
        for (const byAxis of byEmbedment.values())
          n += (byAxis.strong?.analyses.size ?? 0) + (byAxis.weak?.analyses.size ?? 0);
    return n;
  }
}
