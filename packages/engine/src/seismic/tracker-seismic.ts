/**
 * Horizontal and vertical seismic loads on tracker piers (product spec §3 "Seismic tracker data").
 *
 * Eh = Cs × W_pier, W_pier the pier's effective seismic weight (seismic-weight.ts), acting at
 * the load point about the axis the project chooses (seismic_WeakAxis: weak → Vy, else Vx),
 * in either sense (the E case is reversible in the combinations). Ev = 0.2·SDS·D (§12.4.2.2)
 * is the pier's D case scaled; E and Ev become load cases 'E' and 'Ev'.
 *
 * Design mode 1 (Nextracker) uses the pier load table: dead load per pile along each wing,
 * rows lw_ext, rw_ext, lw_int, rw_int (exterior and interior trackers, left and right wings
 * of the drive). Balanced (1): the right wing equals the left. Unbalanced (2): the right
 * wing values are given. A pier type takes the largest weight over its piles (all piles of
 * its tracker position unless it names them, 1-based from the drive).
 * Other modes use one row per pier type: w (seismic weight), dlz (vertical dead load),
 * ez (horizontal seismic load, when the tracker company gives it), dly (dead load along the
 * tube), and the tracker Load Case: 'W' → Eh = Cs·w, 'Ez' → Eh = ez.
 */
import { scaleLoad, type DesignCode, type LoadVector } from '../loads';
import { seismicImportanceFactor, snowImportanceFactor, type RiskCategory } from './importance';
import { seismicResponseCoefficient, type CsResult, type LowerLimitRule } from './seismic-coefficient';
import { flatRoofSnowLoad_Pa, PA_PER_PSF, pierSeismicWeight_N, seismicSnowFraction } from './seismic-weight';
import { spectralValues, type SpectralInput } from './site-parameters';

/** Product spec §5: the warning of unbalanced mode with an empty right wing. */
export const UNBALANCED_ZERO_WARNING =
  'Enter values for first 2 Pile values of RW EXT and RW INT. or else change the dropdown to balanced';

export type WingMode = 1 | 2;
export const WING_BALANCED: WingMode = 1;
export const WING_UNBALANCED: WingMode = 2;

export interface PierLoadTable {
  /** Dead load per pile, N, pile 1 next to the drive. */
  lw_ext: number[];
  rw_ext: number[];
  lw_int: number[];
  rw_int: number[];
}

export interface SeismicCustomRow {
  /** Pier type id the row is for. */
  seismicPier: string;
  /** Seismic weight, N (Load Case 'W'). */
  w_N?: number;
  /** Vertical dead load, N. */
  dlz_N?: number;
  /** Horizontal seismic load given by the tracker company, N (Load Case 'Ez'). */
  ez_N?: number;
  /** Dead load along the tube (slope), N. */
  dly_N?: number;
}

export interface SeismicParameters extends SpectralInput {
  R: number;
  T_s?: number;
  TL_s?: number;
  lowerLimits?: LowerLimitRule;
}

export interface TrackerSeismicData {
  designCode: DesignCode;
  riskCategory: RiskCategory;
  wingMode: WingMode;
  loadCase: 'W' | 'Ez';
  groundSnow_Pa: number;
  /** Snow PLF: uniform design snow load along the tracker, N/m. */
  snowLoad_N_per_m: number;
  trackerLength_m: number;
  exteriorPierCount: number;
  interiorPierCount: number;
  Ce?: number;
  Ct?: number;
  pierLoadTable?: PierLoadTable;
  customRows?: SeismicCustomRow[];
}

export interface SeismicPierLoad {
  pierTypeId: string;
  seismicWeight_N: number;
  /** Horizontal seismic load at the load point, N. */
  Eh_N: number;
  axis: 'strong' | 'weak';
  /** Vertical dead load the Ev fallback uses when the pier has no D case, N. */
  dead_N: number;
  /** Dead load along the tube, N (custom rows), carried into the Ev fallback as weak-axis shear. */
  deadAlongTube_N: number;
  /** Of the seismic weight, the share of the design snow load (§12.7.2 item 4), N. */
  snowShare_N?: number;
  /**
   * How Eh was found, in words: no numbers, which the result gives in their own fields (W, the
   * snow share, Eh, Cs) and a report shows in the project's units.
   */
  how: string;
}

export interface SeismicSummary {
  SDS: number;
  SD1: number;
  /** Mapped S1, g (null: not given). */
  S1?: number | null;
  R?: number;
  Ie: number;
  cs: CsResult;
  pf_Pa: number;
  snowFraction: number;
  derivation: string[];
}

export type SeismicOutcome =
  | { ok: true; summary: SeismicSummary; piers: SeismicPierLoad[]; warnings: string[] }
  | { ok: false; errors: string[] };

/** Trailing zero entries trimmed from a wing load list (product spec §5). */
export function trimTrailingZeros(values: readonly number[]): number[] {
  let n = values.length;
  while (n > 0 && values[n - 1] === 0) n--;
  return values.slice(0, n);
}

/** The spec §5 warning: unbalanced mode with a zero among the first two RW EXT or RW INT values. */
export function unbalancedWingWarning(wingMode: WingMode, table: PierLoadTable): string | null {
  if (wingMode !== WING_UNBALANCED) return null;
  const firstTwoZero = (row: readonly number[]) => !((row[0] ?? 0) !== 0 && (row[1] ?? 0) !== 0);
  return firstTwoZero(table.rw_ext) || firstTwoZero(table.rw_int) ? UNBALANCED_ZERO_WARNING : null;
}

/** The wing rows the computation uses: trimmed, right = left when balanced. */
export function effectivePierLoadTable(wingMode: WingMode, table: PierLoadTable): PierLoadTable {
  const lw_ext = trimTrailingZeros(table.lw_ext);
  const lw_int = trimTrailingZeros(table.lw_int);
  if (wingMode === WING_BALANCED) return { lw_ext, rw_ext: [...lw_ext], lw_int, rw_int: [...lw_int] };
  return { lw_ext, rw_ext: trimTrailingZeros(table.rw_ext), lw_int, rw_int: trimTrailingZeros(table.rw_int) };
}

/** SDS, SD1, Ie, Cs and the snow share: what every pier load needs. */
export function seismicSummary(
  params: SeismicParameters,
  data: Pick<TrackerSeismicData, 'designCode' | 'riskCategory' | 'groundSnow_Pa' | 'Ce' | 'Ct'>,
): { ok: true; value: SeismicSummary } | { ok: false; message: string } {
  const spectral = spectralValues(params);
  if (!spectral.ok) return spectral;
  const { SDS, SD1, S1, derivation } = spectral.value;
  const Ie = seismicImportanceFactor(data.riskCategory);
  let cs: CsResult;
  try {
    cs = seismicResponseCoefficient({
      SDS,
      SD1,
      S1,
      R: params.R,
      Ie,
      T_s: params.T_s,
      TL_s: params.TL_s,
      lowerLimits: params.lowerLimits,
    });
  } catch (e) {
    // Input the coefficient cannot use (T > 4 s without TL, R ≤ 0): an answer naming it, not a crash.
    if (e instanceof RangeError) return { ok: false, message: e.message };
    throw e;
  }
  const pf_Pa = flatRoofSnowLoad_Pa({
    code: data.designCode,
    pg_Pa: data.groundSnow_Pa,
    Ce: data.Ce,
    Ct: data.Ct,
    Is: snowImportanceFactor(data.riskCategory),
  });
  const snowFraction = seismicSnowFraction(data.designCode, pf_Pa);
  return { ok: true, value: { SDS, SD1, S1, R: params.R, Ie, cs, pf_Pa, snowFraction, derivation } };
}

export interface NextrackerSeismicPier {
  id: string;
  position: 'exterior' | 'interior';
  /** 1-based pile numbers along the wing (from the drive); omitted: every pile of the position. */
  seismicPiles?: number[];
}

/** Design mode 1: per pier type, Eh = Cs × the largest pile seismic weight of its wings. */
export function nextrackerSeismicPierLoads(
  params: SeismicParameters,
  data: TrackerSeismicData,
  piers: readonly NextrackerSeismicPier[],
  axis: 'strong' | 'weak',
): SeismicOutcome {
  if (!data.pierLoadTable) return { ok: false, errors: ['design mode 1 needs the seismic pier load table'] };
  const summary = seismicSummary(params, data);
  if (!summary.ok) return { ok: false, errors: [summary.message] };
  const s = summary.value;
  const warnings: string[] = [];
  const warning = unbalancedWingWarning(data.wingMode, data.pierLoadTable);
  if (warning) warnings.push(warning);
  const table = effectivePierLoadTable(data.wingMode, data.pierLoadTable);
  const errors: string[] = [];
  const loads: SeismicPierLoad[] = [];
  for (const pier of piers) {
    const ext = pier.position === 'exterior';
    const count = ext ? data.exteriorPierCount : data.interiorPierCount;
    const tributary_m = data.trackerLength_m / count;
    const wings: [string, number[]][] = ext
      ? [
          ['lw_ext', table.lw_ext],
          ['rw_ext', table.rw_ext],
        ]
      : [
          ['lw_int', table.lw_int],
          ['rw_int', table.rw_int],
        ];
    let best: { dead: number; label: string } | null = null;
    for (const [row, values] of wings) {
      const piles = pier.seismicPiles ?? values.map((_, i) => i + 1);
      for (const p of piles) {
        const dead = values[p - 1];
        if (dead === undefined) continue;
        if (!best || dead > best.dead) best = { dead, label: `${row}[pile ${p}]` };
      }
    }
    if (!best) {
      errors.push(`pier type ${pier.id}: no ${pier.position} pile dead load in the seismic pier load table`);
      continue;
    }
    const W = pierSeismicWeight_N(best.dead, s.snowFraction, data.snowLoad_N_per_m, tributary_m);
    loads.push({
      pierTypeId: pier.id,
      seismicWeight_N: W,
      Eh_N: s.cs.Cs * W,
      axis,
      dead_N: best.dead,
      deadAlongTube_N: 0,
      snowShare_N: W - best.dead,
      how: `Eh = Cs·W; W = dead load of ${best.label}${s.snowFraction > 0 ? ` + ${s.snowFraction} × the snow load over the pier's tributary length` : ''}`,
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, summary: s, piers: loads, warnings };
}

/** Modes 2-4: per pier type from its custom row and the tracker Load Case (W or Ez). */
export function customRowSeismicPierLoads(
  params: SeismicParameters,
  data: TrackerSeismicData,
  axis: 'strong' | 'weak',
): SeismicOutcome {
  const summary = seismicSummary(params, data);
  if (!summary.ok) return { ok: false, errors: [summary.message] };
  const s = summary.value;
  const errors: string[] = [];
  const loads: SeismicPierLoad[] = [];
  (data.customRows ?? []).forEach((row, i) => {
    const dead_N = row.dlz_N ?? 0;
    const deadAlongTube_N = row.dly_N ?? 0;
    if (data.loadCase === 'Ez') {
      if (row.ez_N === undefined) {
        errors.push(`customRows[${i}].ez: needed when the tracker load case is Ez`);
        return;
      }
      loads.push({
        pierTypeId: row.seismicPier,
        seismicWeight_N: row.w_N ?? dead_N,
        Eh_N: row.ez_N,
        axis,
        dead_N,
        deadAlongTube_N,
        how: 'Eh = ez (given)',
      });
      return;
    }
    const W = row.w_N ?? dead_N;
    if (!(W > 0)) {
      errors.push(`customRows[${i}].w: needed (> 0) when the tracker load case is W`);
      return;
    }
    loads.push({
      pierTypeId: row.seismicPier,
      seismicWeight_N: W,
      Eh_N: s.cs.Cs * W,
      axis,
      dead_N,
      deadAlongTube_N,
      how:
        row.w_N === undefined
          ? "Eh = Cs·W; W = the row's dead load dlz (no w given)"
          : "Eh = Cs·W; W = the row's w as given",
    });
  });
  if (errors.length > 0) return { ok: false, errors };
  const warnings: string[] = [];
  if (data.loadCase === 'W' && s.snowFraction > 0 && loads.length > 0) {
    // Mode 1 adds the snow share over the pier's tributary length; a custom row has none.
    const threshold_psf = data.designCode === 'ASCE 7-22' ? 45 : 30;
    warnings.push(
      `seismic: pf = ${(s.pf_Pa / PA_PER_PSF).toFixed(1)} psf > ${threshold_psf} psf: ${Math.round(s.snowFraction * 100)} % of the design snow load belongs in the seismic weight (ASCE 7 §12.7.2 item 4); custom rows take w as given, so w must include it`,
    );
  }
  return { ok: true, summary: s, piers: loads, warnings };
}

/**
 * Load cases Ex (E along the strong axis: Vx), Ey (E along the weak axis: Vy), each checked on
 * its own (ASCE 7 §12.5.1: forces applied independently in each of two orthogonal directions;
 * §15.1.3 sends nonbuilding structures to chapter 12), E (on the pier's `axis`: the case a
 * project's own combinations may name), and Ev = 0.2·SDS·D (ASCE 7-16 Eq. 12.4-4a) for one pier. D is the pier's D case when it has one, else its seismic dead loads.
 * (§12.4.2.2 permits Ev = 0 where SDS ≤ 0.125, and in the 0.9D − Ev combination for demands on
 * the soil-structure interface; neither exception is taken: conservative.)
 */
export function seismicLoadCases(
  pier: SeismicPierLoad,
  SDS: number,
  deadCase?: LoadVector,
): { E: LoadVector; Ex: LoadVector; Ey: LoadVector; Ev: LoadVector } {
  const Ex: LoadVector = { P_N: 0, Vx_N: pier.Eh_N, Vy_N: 0, Mx_Nm: 0, My_Nm: 0 };
  const Ey: LoadVector = { P_N: 0, Vx_N: 0, Vy_N: pier.Eh_N, Mx_Nm: 0, My_Nm: 0 };
  const E: LoadVector = {
    P_N: 0,
    Vx_N: pier.axis === 'strong' ? pier.Eh_N : 0,
    Vy_N: pier.axis === 'weak' ? pier.Eh_N : 0,
    Mx_Nm: 0,
    My_Nm: 0,
  };
  const D = deadCase ?? { P_N: pier.dead_N, Vx_N: 0, Vy_N: pier.deadAlongTube_N, Mx_Nm: 0, My_Nm: 0 };
  return { E, Ex, Ey, Ev: scaleLoad(D, 0.2 * SDS) };
}
