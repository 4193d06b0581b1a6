import { describe, expect, it } from 'vitest';
import { sectionByName } from '../sections/catalog';
import { compressionStrength, effectiveWidth, ksiToPa, cantileverEffectiveLength_m } from './steel-axial';
import { ltbParameters, strongAxisFlexure, weakAxisFlexure } from './steel-flexure';
import { h1Interaction, steelStrengthCheck } from './steel';

// W6x9, AISC Shapes Database v16.0: d 5.90, bf 3.94, tf 0.215, tw 0.170 in; A 2.68 in²;
// Sx 5.56, Zx 6.23, Sy 1.11, Zy 1.72 in³; Iy 2.20 in⁴; ry 0.905 in. E = 200 GPa.
// The F2 hand calculations use plate J = Σ b t³/3 = 0.035063 in⁴; the table's 0.0405 (with
// fillets, the default for an AISC shape) is tested in steel-hand-calc.test.ts.
const { J_m4: _tabulatedJ, ...W6x9 } = sectionByName('W6x9');
const E = 200e9;
const Fy50 = ksiToPa(50); // 344.738 MPa
const Fy35 = ksiToPa(35); // 241.317 MPa

describe('AISC 360-16 E3 flexural buckling, W6x9, Fy = 50 ksi', () => {
  it('elastic branch (E3-3): Lc = 3.0 m', () => {
    // Lc/ry = 3.0 / 0.022987 = 130.51 > 4.71√(E/Fy) = 113.4
    // Fe = π²·200e9 / 130.51² = 115.89 MPa; Fy/Fe = 2.975 > 2.25 → Fcr = 0.877 Fe = 101.64 MPa
    // Pn = Fcr·Ag = 101.64e6 × 1.72903e-3 = 175.73 kN
    const c = compressionStrength(W6x9, Fy50, E, 3.0, 3.0);
    expect(c.axis).toBe('y');
    expect(c.Lc_over_r).toBeCloseTo(130.5085, 3);
    expect(c.Fe_Pa / 115.8916e6).toBeCloseTo(1, 5);
    expect(c.Fcr_Pa / 101.6369e6).toBeCloseTo(1, 5);
    expect(c.Pn_N / 175733.1).toBeCloseTo(1, 5);
    expect(c.slenderElements).toBe(false);
    expect(c.clause).toMatch(/E3-3/);
  });

  it('inelastic branch (E3-2): Lc = 1.5 m', () => {
    // Lc/ry = 65.254; Fe = 463.57 MPa; Fy/Fe = 0.74367; Fcr = 0.658^0.74367 × 344.738 = 252.53 MPa
    // Pn = 252.53e6 × 1.72903e-3 = 436.63 kN
    const c = compressionStrength(W6x9, Fy50, E, 1.5, 1.5);
    expect(c.Fcr_Pa / 252.5283e6).toBeCloseTo(1, 5);
    expect(c.Pn_N / 436628.6).toBeCloseTo(1, 5);
    expect(c.clause).toMatch(/E3-2/);
  });

  it('E7 reduces a slender web (corroded-thin web)', () => {
    // λ = 60 > λr√(Fy/Fcr) = 35.89 × √(344.74/250) = 42.14 → Fel = (1.31 × 35.89/60)² Fy = 0.6141 Fy = 211.7 MPa
    // be = b (1 − 0.18 √(Fel/Fcr)) √(Fel/Fcr) = b (1 − 0.18 × 0.9202) × 0.9202 = 0.7678 b
    const b = 0.1;
    const lr = 1.49 * Math.sqrt(E / Fy50);
    const be = effectiveWidth(b, 60, lr, 0.18, 1.31, Fy50, 250e6);
    const k = Math.sqrt((((1.31 * lr) / 60) ** 2 * Fy50) / 250e6);
    expect(be).toBeCloseTo(b * (1 - 0.18 * k) * k, 12);
    expect(be / b).toBeCloseTo(0.7678, 3);
    expect(effectiveWidth(b, 30, lr, 0.18, 1.31, Fy50, 250e6)).toBe(b);
  });

  it('cantilever effective length K = 2.1 (AISC Commentary Table C-A-7.1)', () => {
    expect(cantileverEffectiveLength_m(1.5, 1.0)).toBeCloseTo(5.25, 12);
  });
});

describe('AISC 360-16 F2 lateral-torsional buckling zones, W6x9, Fy = 35 ksi (compact flange)', () => {
  // Plate J = (2 bf tf³ + (d − 2tf) tw³)/3 = 0.035063 in⁴ (AISC table 0.0405 with fillets);
  // h0 = d − tf = 0.144399 m; Cw = Iy h0²/4 = 17.776 in⁶; rts = √(√(Iy Cw)/Sx) = 0.026938 m.
  // Lp = 1.76 ry √(E/Fy) = 1.76 × 0.022987 × 28.789 = 1.16471 m
  // Lr (F2-6) = 3.71572 m; Mp = Fy Zx = 24.6363 kN·m; 0.7 Fy Sx = 15.3908 kN·m
  it('Lp, Lr', () => {
    const p = ltbParameters(W6x9, Fy35, E);
    expect(p.Lp_m).toBeCloseTo(1.16471, 4);
    expect(p.Lr_m).toBeCloseTo(3.71572, 4);
    expect(p.rts_m).toBeCloseTo(0.0269375, 6);
  });

  it('plastic zone Lb ≤ Lp: Mn = Mp = 24.636 kN·m (F2-1)', () => {
    const f = strongAxisFlexure(W6x9, Fy35, E, 0.58, 1);
    expect(f.Mn_Nm).toBeCloseTo(24636.34, 1);
    expect(f.clause).toBe('AISC 360-16 F2');
    expect(f.limitState).toMatch(/F2-1/);
  });

  it('inelastic zone Lb = (Lp + Lr)/2 = 2.44021 m: Mn = Mp − (Mp − 0.7FySx)/2 = 20.0136 kN·m (F2-2)', () => {
    const f = strongAxisFlexure(W6x9, Fy35, E, 2.440214, 1);
    expect(f.Mn_Nm).toBeCloseTo(20013.57, 0);
    expect(f.limitState).toMatch(/F2-2/);
  });

  it('elastic zone Lb = 1.5 Lr = 5.57358 m: Fcr (F2-4) Sx = 9.1116 kN·m (F2-3)', () => {
    // Lb/rts = 206.91; Fcr = π²E/206.91² × √(1 + 0.078 × J/(Sx h0) × 206.91²) = 100.1 MPa
    const f = strongAxisFlexure(W6x9, Fy35, E, 5.573582, 1);
    expect(f.Mn_Nm).toBeCloseTo(9111.58, 0);
    expect(f.limitState).toMatch(/F2-3/);
  });

  it('Cb scales the inelastic zone but Mn never exceeds Mp', () => {
    expect(strongAxisFlexure(W6x9, Fy35, E, 2.440214, 1.3).Mn_Nm).toBeCloseTo(24636.34, 1);
  });
});

describe('AISC 360-16 F3 / F6 flange local buckling, W6x9, Fy = 50 ksi', () => {
  // bf/2tf = 9.1628 > λpf = 0.38 √(E/Fy) = 9.1528 (noncompact, as AISC footnotes W6x9 at 50 ksi)
  it('F3-1: Mn = Mp − (Mp − 0.7FySx)(λ − λpf)/(λrf − λpf) = 35.1859 kN·m', () => {
    // Mp = 344.738e6 × 1.02092e-4 = 35.1948 kN·m; 0.7FySx = 21.983 kN·m
    const f = strongAxisFlexure(W6x9, Fy50, E, 0, 1);
    expect(f.clause).toBe('AISC 360-16 F3');
    expect(f.limitState).toMatch(/F3-1/);
    expect(f.Mn_Nm).toBeCloseTo(35185.94, 1);
  });
  it('F6 weak axis: Fy35 yielding Mp = min(Fy Zy, 1.6 Fy Sy) = 6.8017 kN·m; Fy50 F6-2 = 9.7131 kN·m', () => {
    const w35 = weakAxisFlexure(W6x9, Fy35, E);
    expect(w35.Mn_Nm).toBeCloseTo(6801.69, 1);
    expect(w35.limitState).toMatch(/F6-1/);
    const w50 = weakAxisFlexure(W6x9, Fy50, E);
    expect(w50.Mn_Nm).toBeCloseTo(9713.13, 1);
    expect(w50.limitState).toMatch(/F6-2/);
  });
});

describe('AISC 360-16 H1-1, W6x9, Fy = 50 ksi, LRFD, Lc = 3.0 m, Lb = 0', () => {
  // Pc = 0.9 × 175.733 = 158.160 kN; Mcx = 0.9 × 35.1859 = 31.6673 kN·m; Mcy = 0.9 × 9.71313 = 8.74182 kN·m
  // Mrx = 10 kN·m, Mry = 2 kN·m → Mrx/Mcx + Mry/Mcy = 0.315783 + 0.228785 = 0.544568
  const base = {
    section: W6x9,
    Fy_Pa: Fy50,
    method: 'LRFD' as const,
    Mrx_Nm: 10e3,
    Mry_Nm: 2e3,
    Lcx_m: 3,
    Lcy_m: 3,
    Lb_m: 0,
  };

  it('H1-1a when Pr/Pc ≥ 0.2: Pr = 60 kN → 0.379363 + 8/9 × 0.544568 = 0.863424', () => {
    const r = steelStrengthCheck({ ...base, Pr_N: 60e3 });
    expect(r.details?.branch).toBe('H1-1a');
    expect(r.ratio).toBeCloseTo(0.863424, 5);
    expect(r.passes).toBe(true);
    expect(r.reference).toMatch(/H1-1a/);
  });

  it('H1-1b when Pr/Pc < 0.2: Pr = 20 kN → 0.126454/2 + 0.544568 = 0.607795', () => {
    const r = steelStrengthCheck({ ...base, Pr_N: 20e3 });
    expect(r.details?.branch).toBe('H1-1b');
    expect(r.ratio).toBeCloseTo(0.607795, 5);
  });

  it('Stress Limit decides: 0.8634 fails a 0.8 limit', () => {
    const r = steelStrengthCheck({ ...base, Pr_N: 60e3, stressLimit: 0.8 });
    expect(r.ratioLimit).toBe(0.8);
    expect(r.passes).toBe(false);
  });

  it('tension uses D2 yielding: ASD Pc = Fy Ag / 1.67 = 356.923 kN', () => {
    const r = steelStrengthCheck({ ...base, method: 'ASD', Pr_N: -100e3, Mrx_Nm: 0, Mry_Nm: 0 });
    expect(r.details?.Pc_N as number).toBeCloseTo(356923.17, 0);
    // 100/356.923 = 0.28017 ≥ 0.2 → H1-1a with zero moments
    expect(r.ratio).toBeCloseTo(100e3 / 356923.17, 6);
    expect(r.reference).toMatch(/D2/);
  });

  it('h1Interaction branch boundary at exactly 0.2', () => {
    expect(h1Interaction(0.2, 1, 0, 1, 0, 1).branch).toBe('H1-1a');
    expect(h1Interaction(0.1999, 1, 0, 1, 0, 1).branch).toBe('H1-1b');
  });
});
