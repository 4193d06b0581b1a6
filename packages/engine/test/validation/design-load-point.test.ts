/**
 * Deflection at Top is the deflection at the LOAD POINT (engine.md part 4, "Deflection at the
 * load point (Top)"; the check's own name "Deflection at Top (load point)"), also when the
 * tracker's load height differs from the pile (reveal) height. The lateral model's head is
 * the pile top; the loads are carried to it rigidly (M + V·Δh), so the load point is a rigid
 * offset Δh above the pile top (bracket/bearing), or a point on the pile when below it.
 *
 * Hand calculation (elastic, mini project of design-search.test.ts): W6x12 strong axis,
 * H = 2 kN at the load point 1.8 m above grade, pile top (reveal) at h = 1.5 m, e = 0.3 m, in
 * rock on its linear branch p = k·y, k = 2000·s_u = 2e10 N/m² (vuggy limestone, s_u = 10 MPa).
 * Semi-infinite beam on a Winkler foundation (Hetényi 1946) under H and Mg = H(h + e) at grade:
 *   y0 = 2Hβ/k + 2Mgβ²/k,  θ0 = 2Hβ²/k + 4Mgβ³/k,  β = (k / 4EI)^¼;
 * cantilever from grade to the pile top under H and Mt = H·e (superposition):
 *   y_t = y0 + θ0 h + H h³/(3EI) + Mt h²/(2EI),  θ_t = θ0 + H h²/(2EI) + Mt h/EI;
 * rigid offset to the load point: y_L = y_t + θ_t e.
 * W6x12 (AISC Shapes v16: Ix = 22.1 in⁴): y_t ≈ 1.9 mm, θ_t e ≈ 0.5 mm, so y_L ≈ 2.4 mm,
 * ~25 % more than the pile-top value the check reported before.
 */
import { describe, expect, it } from 'vitest';
import { runDesign, type DesignResult } from '../../src/design';
import { sectionByName } from '../../src/sections';
import { rockPierProject } from './rock-pier-project';

const E = 200e9;
const H = 2000;
const k = 2000 * 10e6;

function project(pileHeight_m: number, loadHeight_m: number) {
  return rockPierProject({
    name: 'load point',
    minSection: 'W6x12',
    maxSection: 'W6x12',
    limitTop_m: 1,
    minEmbed_m: 1,
    maxEmbed_m: 1,
    pileHeight_m,
    loadHeight_m,
    P_N: 0,
    Vx_N: H,
    method: 'ASD',
  });
}

function topDeflection(pileHeight_m: number, loadHeight_m: number): number {
  const r = runDesign(project(pileHeight_m, loadHeight_m));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const result: DesignResult = r.result;
  return result.piers[0]!.checks.find((c) => c.id === 'deflection-top-strong')!.demand;
}

/** Elastic load-point deflection, pile top h above grade, load point e above the pile top (e ≥ 0). */
function handLoadPoint(h: number, e: number): number {
  const EI = E * sectionByName('W6x12').Ix_m4;
  const beta = (k / (4 * EI)) ** 0.25;
  const Mg = H * (h + e);
  const Mt = H * e;
  const y0 = (2 * H * beta + 2 * Mg * beta ** 2) / k;
  const t0 = (2 * H * beta ** 2 + 4 * Mg * beta ** 3) / k;
  const yt = y0 + t0 * h + (H * h ** 3) / (3 * EI) + (Mt * h ** 2) / (2 * EI);
  const tt = t0 + (H * h ** 2) / (2 * EI) + (Mt * h) / EI;
  return yt + tt * e;
}

describe('design: deflection at Top is taken at the load point', () => {
  it('load point 0.3 m above the pile top: pile-top deflection + rotation × 0.3 m (rigid offset)', () => {
    const hand = handLoadPoint(1.5, 0.3);
    const pileTopOnly = handLoadPoint(1.5, 0) + 0; // same pile, no offset: far below
    expect(hand / pileTopOnly).toBeGreaterThan(1.2);
    expect(Math.abs(topDeflection(1.5, 1.8) / hand - 1)).toBeLessThan(0.01);
  });

  it('load point on the pile (0.3 m below its top): the pile deflection there', () => {
    // below the load point the pile carries H with M = 0 at z = −1.5 m: the elastic answer of a
    // load at 1.5 m (the part of the pile above the load point carries no load)
    expect(Math.abs(topDeflection(1.8, 1.5) / handLoadPoint(1.5, 0) - 1)).toBeLessThan(0.01);
  });

  it('load point at the pile top: unchanged', () => {
    expect(Math.abs(topDeflection(1.5, 1.5) / handLoadPoint(1.5, 0) - 1)).toBeLessThan(0.01);
  });
});
