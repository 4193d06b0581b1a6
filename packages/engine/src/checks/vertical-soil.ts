/**
 * The Vertical Soil Parameter table (product spec §3) and integrals over it. Rows give the
 * bottom depth of each layer below grade; a layer runs from the previous row's bottom
 * (0 for the first) to its own. Unit values in Pa. The last layer is taken to continue below
 * the table (reported as extendedBelowTable).
 */
export interface VerticalSoilLayer {
  /** Soil Layer Depth: bottom of the layer below grade, m. */
  bottom_m: number;
  /** Skin Friction Up: unit side resistance in uplift, Pa. */
  skinFrictionUp_Pa: number;
  /** Skin Friction Down: unit side resistance in compression, Pa. */
  skinFrictionDown_Pa: number;
  /** End Bearing: unit toe resistance, Pa. */
  endBearing_Pa: number;
}

export type FrictionDirection = 'up' | 'down';

export interface SideIntegral {
  /** Σ f·Δz over the interval, N/m (multiply by the perimeter for N). */
  value_N_per_m: number;
  segments: { top_m: number; bottom_m: number; f_Pa: number }[];
  extendedBelowTable: boolean;
}

/** Throws unless bottoms are finite, positive and strictly increasing and unit values ≥ 0. */
export function assertVerticalTable(table: readonly VerticalSoilLayer[]): void {
  if (table.length === 0) throw new RangeError('vertical soil table is empty');
  let prev = 0;
  for (const [i, row] of table.entries()) {
    if (!Number.isFinite(row.bottom_m) || row.bottom_m <= prev) {
      throw new RangeError(
        `vertical soil table row ${i}: bottom_m must increase (got ${row.bottom_m} after ${prev})`,
      );
    }
    for (const v of [row.skinFrictionUp_Pa, row.skinFrictionDown_Pa, row.endBearing_Pa]) {
      if (!Number.isFinite(v) || v < 0)
        throw new RangeError(`vertical soil table row ${i}: unit values must be ≥ 0`);
    }
    prev = row.bottom_m;
  }
}

/** Σ f·Δz of the table between depths top_m and bottom_m (both below grade). */
export function sideResistanceIntegral(
  table: readonly VerticalSoilLayer[],
  top_m: number,
  bottom_m: number,
  direction: FrictionDirection,
): SideIntegral {
  assertVerticalTable(table);
  const segments: SideIntegral['segments'] = [];
  let sum = 0;
  let layerTop = 0;
  const last = table.length - 1;
  for (const [i, row] of table.entries()) {
    const layerBottom = i === last ? Math.max(row.bottom_m, bottom_m) : row.bottom_m;
    const a = Math.max(layerTop, top_m);
    const b = Math.min(layerBottom, bottom_m);
    if (b > a) {
      const f = direction === 'up' ? row.skinFrictionUp_Pa : row.skinFrictionDown_Pa;
      segments.push({ top_m: a, bottom_m: b, f_Pa: f });
      sum += f * (b - a);
    }
    layerTop = row.bottom_m;
  }
  const tableBottom = table[last]?.bottom_m ?? 0;
  return { value_N_per_m: sum, segments, extendedBelowTable: bottom_m > tableBottom };
}

/** Unit end bearing at depth z: the layer with top < z ≤ bottom (last layer below the table). */
export function endBearingAt_Pa(table: readonly VerticalSoilLayer[], z_m: number): number {
  assertVerticalTable(table);
  for (const row of table) if (z_m <= row.bottom_m) return row.endBearing_Pa;
  return table[table.length - 1]?.endBearing_Pa ?? 0;
}
