import type { SoilPyCurve, SoilWarning } from './py/types';
import { zeroCurve, type KernelCurve } from './py/curve-utils';
import {
  CLAY_MODELS,
  GAMMA_W_N_PER_M3,
  ROCK_MODELS,
  parseSoilLayers,
  validateSoilProfile,
  type SoilLayer,
  type SoilLayerIssue,
  type SoilProfileOptions,
} from './soil-layer';
import { DEFAULT_J, eps50FromCu, eps50StiffClayFromCa, stiffClayK_N_per_m3 } from './py/clay-parameters';
import { apiSandCurve, apiSandInitialModulus_N_per_m3 } from './py/api-sand';
import { matlockCurve } from './py/soft-clay-matlock';
import { apiSoftClayPolylineCurve } from './py/api-soft-clay-polyline';
import { stiffClayFreeWaterCurve } from './py/stiff-clay-free-water';
import { welchReeseCurve } from './py/stiff-clay-no-free-water';
import { cementedCphiCurve } from './py/cemented-c-phi';
import { DEFAULT_KRM, weakRockCurve } from './py/weak-rock';
import { liquefiedSandCurve } from './py/liquefied-sand';
import { vuggyLimestoneCurve, vuggySuFromQu_Pa } from './py/vuggy-limestone';
import { reeseSandCurve } from './py/reese-sand';
import { modifiedStiffClayCurve } from './py/modified-stiff-clay';

/**
 * A soil profile ready for the solver: layers + water table + global P-factor + lateral
 * neglect depth. sigma'v integrates gamma' over the layers (gamma' = gamma - gamma_w below the
 * water table). Build once per analysis; call `curveAt` once per node.
 */
export interface SoilProfile {
  readonly layers: readonly SoilLayer[];
  /** Depth of the profile bottom below grade (m): no soil below it. */
  readonly bottom_m: number;
  readonly waterTableDepth_m: number | null;
  readonly gammaW_N_per_m3: number;
  readonly pFactor: number;
  readonly lateralNeglectDepth_m: number;
  /** Per layer: depth (m) of the top of the contiguous rock mass it belongs to; NaN if not rock. */
  readonly rockTop_m: Float64Array;
}

/** What a profile takes for an option left out (buildSoilProfile): no water table, γw of fresh water, P-factor 1, no lateral neglect. */
export const SOIL_PROFILE_DEFAULTS = {
  gammaW_N_per_m3: GAMMA_W_N_PER_M3,
  pFactor: 1,
  lateralNeglectDepth_m: 0,
} as const;

export interface SoilProfileInput extends SoilProfileOptions {
  /** Layers as stored / sent; parsed with `soilLayerSchema`. */
  layers: readonly unknown[];
}

export type SoilProfileResult = { ok: true; profile: SoilProfile } | { ok: false; issues: SoilLayerIssue[] };

/** Parses, validates and precomputes a profile. Never throws on bad input: returns the issues. */
export function buildSoilProfile(input: SoilProfileInput): SoilProfileResult {
  const parsed = parseSoilLayers(input.layers);
  if (!parsed.ok) return parsed;
  const layers = parsed.layers;
  const issues = validateSoilProfile(layers, input);
  if (issues.length) return { ok: false, issues };
  const rockTop = new Float64Array(layers.length).fill(Number.NaN);
  layers.forEach((L, i) => {
    if (!ROCK_MODELS.includes(L.model)) return;
    const above = i > 0 ? rockTop[i - 1]! : Number.NaN;
    rockTop[i] = Number.isNaN(above) ? L.top_m : above;
  });
  return {
    ok: true,
    profile: {
      layers,
      bottom_m: layers[layers.length - 1]!.bottom_m,
      waterTableDepth_m: input.waterTableDepth_m ?? null,
      gammaW_N_per_m3: input.gammaW_N_per_m3 ?? SOIL_PROFILE_DEFAULTS.gammaW_N_per_m3,
      pFactor: input.pFactor ?? SOIL_PROFILE_DEFAULTS.pFactor,
      lateralNeglectDepth_m: input.lateralNeglectDepth_m ?? SOIL_PROFILE_DEFAULTS.lateralNeglectDepth_m,
      rockTop_m: rockTop,
    },
  };
}

/** Depth of the profile bottom below grade (m). */
export function profileBottom_m(profile: SoilProfile): number {
  return profile.bottom_m;
}

/** Index of the layer holding z (top <= z < bottom; the last layer includes its bottom); -1 if none. */
export function layerIndexAt(profile: SoilProfile, z_m: number): number {
  const { layers } = profile;
  if (!(z_m >= 0) || z_m > profile.bottom_m) return -1;
  for (let i = 0; i < layers.length; i++) if (z_m < layers[i]!.bottom_m) return i;
  return layers.length - 1;
}

/** sigma'v(z) = integral of gamma' dz from grade to z (Pa), gamma' = gamma - gamma_w below the water table. */
export function sigmaVEff_Pa(profile: SoilProfile, z_m: number): number {
  const wt = profile.waterTableDepth_m ?? Number.POSITIVE_INFINITY;
  let s = 0;
  for (const L of profile.layers) {
    if (z_m <= L.top_m) break;
    const zb = Math.min(z_m, L.bottom_m);
    const dryEnd = Math.min(zb, Math.max(wt, L.top_m));
    s += L.gamma_N_per_m3 * (dryEnd - L.top_m) + (L.gamma_N_per_m3 - profile.gammaW_N_per_m3) * (zb - dryEnd);
  }
  return s;
}

function fraction(L: SoilLayer, z_m: number): number {
  return (z_m - L.top_m) / (L.bottom_m - L.top_m);
}

/** p-multiplier at z: linear from pMultiStart (top) to pMultiEnd (bottom), times the global P-factor. */
export function pMultiplierAt(profile: SoilProfile, z_m: number): number {
  const i = layerIndexAt(profile, z_m);
  if (i < 0) return 0;
  const L = profile.layers[i]!;
  const end = L.pMultiEnd ?? L.pMultiStart;
  return (L.pMultiStart + (end - L.pMultiStart) * fraction(L, z_m)) * profile.pFactor;
}

/** Undrained strength at z within a layer (linear from cu_Pa to cuBottom_Pa), Pa. */
export function cuAt_Pa(L: SoilLayer, z_m: number): number {
  const top = L.cu_Pa ?? 0;
  return top + ((L.cuBottom_Pa ?? top) - top) * fraction(L, z_m);
}

/**
 * c_a: average undrained strength from the top of the layer to z (Pa). For a clay starting at
 * grade this is the surface-to-z average of Reese et al. (1975); below other layers we average
 * over the clay only (docs/soil-models.md).
 */
export function caAt_Pa(L: SoilLayer, z_m: number): number {
  return 0.5 * ((L.cu_Pa ?? 0) + cuAt_Pa(L, z_m));
}

/**
 * c_a at z in clay layer i (Pa): the average undrained strength over the depth from the top of
 * the contiguous run of clay layers holding z down to z (Reese et al. 1975; Welch & Reese 1972:
 * "average over the depth z"). A clay split into sublayers averages across all of them; a
 * non-clay layer above (sand) ends the run, as in `caAt_Pa` (docs/soil-models.md).
 */
export function caInClayRunAt_Pa(profile: SoilProfile, i: number, z_m: number): number {
  const { layers } = profile;
  let j = i;
  while (j > 0 && CLAY_MODELS.includes(layers[j - 1]!.model)) j--;
  const top = layers[j]!.top_m;
  if (!(z_m > top)) return layers[i]!.cu_Pa ?? 0;
  let integral = 0;
  for (let k = j; k <= i; k++) {
    const L = layers[k]!;
    const zb = k === i ? z_m : L.bottom_m;
    integral += caAt_Pa(L, zb) * (zb - L.top_m);
  }
  return integral / (z_m - top);
}

/** Layer-average undrained strength (Pa), used to pick default eps50 and k. */
export function cuLayerAverage_Pa(L: Pick<SoilLayer, 'cu_Pa' | 'cuBottom_Pa'>): number {
  return 0.5 * ((L.cu_Pa ?? 0) + (L.cuBottom_Pa ?? L.cu_Pa ?? 0));
}

/** eps50 used for a clay layer: the given value, else the default of docs/soil-models.md. */
export function eps50For(L: SoilLayer): number {
  if (L.eps50 !== undefined) return L.eps50;
  return L.model === 'stiff-clay-free-water'
    ? eps50StiffClayFromCa(cuLayerAverage_Pa(L))
    : eps50FromCu(cuLayerAverage_Pa(L));
}

/** k (N/m³) used for a stiff clay with free water: the given value, else the class table's. */
export function stiffClayKFor(
  L: Pick<SoilLayer, 'k_N_per_m3' | 'cu_Pa' | 'cuBottom_Pa' | 'loading'>,
): number {
  return L.k_N_per_m3 ?? stiffClayK_N_per_m3(cuLayerAverage_Pa(L), L.loading);
}

/** Depth below the top of the rock (m) at z; NaN if the layer at z is not rock. */
export function depthBelowRockTop_m(profile: SoilProfile, z_m: number): number {
  const i = layerIndexAt(profile, z_m);
  return i < 0 ? Number.NaN : z_m - profile.rockTop_m[i]!;
}

const NO_SOIL_CURVE: SoilPyCurve = zeroCurve();

function isBelowWater(profile: SoilProfile, z_m: number): boolean {
  return profile.waterTableDepth_m !== null && z_m >= profile.waterTableDepth_m;
}

/** The model curve of layer i at z (before p-multipliers). */
function layerCurve(profile: SoilProfile, i: number, z_m: number, b_m: number): KernelCurve {
  const L = profile.layers[i]!;
  const sigmaV_Pa = sigmaVEff_Pa(profile, z_m);
  const loading = L.loading;
  const J = L.J ?? DEFAULT_J;
  switch (L.model) {
    case 'api-sand':
    case 'reese-sand': {
      const k = L.k_N_per_m3 ?? apiSandInitialModulus_N_per_m3(L.phiDeg!, isBelowWater(profile, z_m));
      const args = { phiDeg: L.phiDeg!, sigmaV_Pa, z_m, b_m, k_N_per_m3: k, loading };
      return L.model === 'api-sand' ? apiSandCurve(args) : reeseSandCurve(args);
    }
    case 'soft-clay-matlock':
    case 'api-soft-clay-polyline': {
      const args = { su_Pa: cuAt_Pa(L, z_m), sigmaV_Pa, eps50: eps50For(L), J, z_m, b_m, loading };
      return L.model === 'soft-clay-matlock' ? matlockCurve(args) : apiSoftClayPolylineCurve(args);
    }
    case 'stiff-clay-free-water':
      return stiffClayFreeWaterCurve({
        ca_Pa: caInClayRunAt_Pa(profile, i, z_m),
        c_Pa: cuAt_Pa(L, z_m),
        sigmaV_Pa,
        eps50: eps50For(L),
        k_N_per_m3: stiffClayKFor(L),
        z_m,
        b_m,
        loading,
      });
    case 'stiff-clay-no-free-water':
    case 'modified-stiff-clay': {
      const args = {
        ca_Pa: caInClayRunAt_Pa(profile, i, z_m),
        c_Pa: cuAt_Pa(L, z_m),
        sigmaV_Pa,
        eps50: eps50For(L),
        J,
        z_m,
        b_m,
        loading,
        ...(L.nCycles === undefined ? {} : { nCycles: L.nCycles }),
      };
      return L.model === 'modified-stiff-clay'
        ? modifiedStiffClayCurve({ ...args, k_N_per_m3: L.k_N_per_m3! })
        : welchReeseCurve(args);
    }
    case 'cemented-c-phi':
      return cementedCphiCurve({
        c_Pa: cuAt_Pa(L, z_m),
        phiDeg: L.phiDeg!,
        sigmaV_Pa,
        J,
        k_N_per_m3: L.k_N_per_m3!,
        z_m,
        b_m,
        loading,
      });
    case 'weak-rock': {
      const rqdStart = L.rqdStart_pct!;
      const rqd = rqdStart + ((L.rqdEnd_pct ?? rqdStart) - rqdStart) * fraction(L, z_m);
      return weakRockCurve({
        qu_Pa: L.qu_Pa!,
        Erm_Pa: L.Erm_Pa!,
        rqd_pct: rqd,
        krm: L.krm ?? DEFAULT_KRM,
        xr_m: z_m - profile.rockTop_m[i]!,
        b_m,
      });
    }
    case 'liquefied-sand':
      return liquefiedSandCurve({ z_m, b_m });
    case 'vuggy-limestone':
      return vuggyLimestoneCurve({ su_Pa: L.su_Pa ?? vuggySuFromQu_Pa(L.qu_Pa!), b_m });
  }
}

/**
 * The p-y curve at depth z (m below grade) for a pile of width b (m), p-multiplied
 * (layer pMultiStart..pMultiEnd times the global P-factor). No soil (p = 0) for z < 0,
 * above the lateral-neglect depth and below the profile bottom. Static warnings of the
 * curve carry the layer index and depth.
 */
export function curveAt(profile: SoilProfile, z_m: number, b_m: number): SoilPyCurve {
  if (!(b_m > 0)) throw new RangeError(`pile width b must be > 0 m, got ${b_m}`);
  if (!(z_m >= 0) || z_m < profile.lateralNeglectDepth_m) return NO_SOIL_CURVE;
  const i = layerIndexAt(profile, z_m);
  if (i < 0) return NO_SOIL_CURVE;
  const curve = layerCurve(profile, i, z_m, b_m);
  const warnings =
    curve.warnings.length === 0 ? curve.warnings : curve.warnings.map((w) => ({ ...w, layerIndex: i, z_m }));
  return curve.placed(pMultiplierAt(profile, z_m), warnings, i);
}

/** Static warnings of every layer for a pile of width b (evaluated at each layer's mid-depth). */
export function profileWarnings(profile: SoilProfile, b_m: number): SoilWarning[] {
  const curves = profile.layers
    .map((L) => 0.5 * (L.top_m + L.bottom_m))
    .filter((z) => z >= profile.lateralNeglectDepth_m)
    .map((z) => curveAt(profile, z, b_m));
  return collectCurveWarnings(curves);
}

/**
 * Warnings of a solved pile: the static warnings of its curves (one per code and layer)
 * plus the deflection warnings (e.g. 'rock-fracture' where |y| > 0.0024 b), reported once
 * per code and layer at the node with the largest |y| / yWarn_m.
 */
export function collectCurveWarnings(
  curves: readonly SoilPyCurve[],
  y_m?: ArrayLike<number>,
  z_m?: ArrayLike<number>,
): SoilWarning[] {
  const out = new Map<string, SoilWarning>();
  const worst = new Map<string, number>();
  curves.forEach((c, n) => {
    for (const w of c.warnings) {
      const key = `${w.code}@${w.layerIndex ?? ''}`;
      if (!out.has(key)) out.set(key, w);
    }
    const y = y_m ? Math.abs(y_m[n] ?? 0) : 0;
    if (c.yWarnCode !== undefined && y > c.yWarn_m) {
      const layer = c.layerIndex;
      const key = `${c.yWarnCode}@y${layer ?? ''}`;
      const ratio = y / c.yWarn_m;
      if (ratio > (worst.get(key) ?? 0)) {
        worst.set(key, ratio);
        const z = z_m?.[n];
        out.set(key, {
          code: c.yWarnCode,
          message:
            c.yWarnCode === 'rock-fracture'
              ? `deflection ${(y * 1000).toFixed(2)} mm exceeds 0.0024 b = ${(c.yWarn_m * 1000).toFixed(2)} mm: ` +
                'brittle fracture of the rock is assumed beyond it (Turner 2006); p kept at p_u'
              : `deflection ${y} m beyond the validated range ${c.yWarn_m} m`,
          ...(layer === undefined ? {} : { layerIndex: layer }),
          ...(z === undefined ? {} : { z_m: z }),
        });
      }
    }
  });
  return [...out.values()];
}
