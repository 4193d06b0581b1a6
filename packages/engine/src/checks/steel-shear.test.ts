// AISC 360-16 chapter G by hand, in kips and inches, then compared in SI. Dimensions of the W
// shapes from the AISC Shapes Database v16.0 (the catalogue's own rows).
import { describe, expect, it } from 'vitest';
import { sectionByName } from '../sections/catalog';
import { pipeSection } from '../sections/pipe';
import { userISection } from '../sections/user-section';
import { ksiToPa } from './steel-axial';
import { E_STEEL_Pa } from './steel';
import { flangeShearStrength, pipeShearStrength, steelShearCheck, webShearStrength } from './steel-shear';

const IN = 0.0254;
const KIP = 4448.2216152605;
const Fy = ksiToPa(50);
const E = E_STEEL_Pa;

describe('AISC 360-16 chapter G', () => {
  it('W8x10, strong axis: G2.1(a), Vn = 0.6 Fy d tw = 40.2 kips, φv 1.00, Ωv 1.50', () => {
    // d = 7.89 in, tw = 0.170 in, tf = 0.205 in: h/tw = (7.89 − 2 × 0.205)/0.170 = 44.0
    // ≤ 2.24 √(E/Fy) = 2.24 √(200 GPa / 344.7 MPa) = 53.95: Cv1 = 1.0
    // Vn = 0.6 × 50 × 7.89 × 0.170 = 40.24 kips
    const s = webShearStrength(sectionByName('W8x10'), Fy, E);
    expect(s.Vn_N / KIP).toBeCloseTo(0.6 * 50 * 7.89 * 0.17, 2);
    expect([s.phi, s.omega, s.clause]).toEqual([1, 1.5, 'AISC 360-16 G2.1(a) (G2-1, G2-2)']);
    expect(s.details.webSlenderness).toBeCloseTo(44.0, 1);
    // ASD: Vc = 40.24 / 1.50 = 26.8 kips; LRFD: 1.00 × 40.24 = 40.2 kips
    const asd = steelShearCheck({
      section: sectionByName('W8x10'),
      axis: 'strong',
      Fy_Pa: Fy,
      E_Pa: E,
      method: 'ASD',
      Vr_N: -10 * KIP,
    });
    expect(asd.capacity / KIP).toBeCloseTo(40.239 / 1.5, 2);
    expect(asd.demand / KIP).toBeCloseTo(10, 9); // |V|
    expect(asd.ratio).toBeCloseTo(10 / (40.239 / 1.5), 3);
    expect(asd.id).toBe('steel-shear-strong');
    expect(asd.reference).toBe('AISC 360-16 G2.1(a) (G2-1, G2-2); Ωv = 1.50');
  });

  it('W8x10, weak axis: G6, Vn = 2 × 0.6 Fy bf tf = 48.5 kips, φv 0.90', () => {
    // bf = 3.94 in, tf = 0.205 in: b/tf = 1.97/0.205 = 9.61 ≤ 1.10 √(1.2 E/Fy) = 29.0: Cv2 = 1.0
    // Vn = 2 × 0.6 × 50 × 3.94 × 0.205 = 48.46 kips; φv Vn = 43.6 kips
    const s = flangeShearStrength(sectionByName('W8x10'), Fy, E);
    expect(s.Vn_N / KIP).toBeCloseTo(2 * 0.6 * 50 * 3.94 * 0.205, 2);
    expect(s.details.Cv2).toBe(1);
    const lrfd = steelShearCheck({
      section: sectionByName('W8x10'),
      axis: 'weak',
      Fy_Pa: Fy,
      E_Pa: E,
      method: 'LRFD',
      Vr_N: 20 * KIP,
    });
    expect(lrfd.capacity / KIP).toBeCloseTo(0.9 * 48.462, 2);
    expect(lrfd.reference).toBe('AISC 360-16 G6 (G6-1, G2-9); φv = 0.90');
  });

  it("a user's slender web: G2.1(b), Cv1 = 1.10 √(kv E/Fy)/(h/tw) (G2-4), φv 0.90", () => {
    // d = 10 in, tw = 0.10 in, tf = 0.25 in: h/tw = 9.5/0.10 = 95 > 1.10 √(5.34 × 200e9/344.7e6) = 61.3
    // Cv1 = 61.25 / 95 = 0.645; Vn = 0.6 × 50 × 10 × 0.10 × 0.645 = 19.3 kips
    const section = userISection({
      name: 'thin',
      d_m: 10 * IN,
      bf_m: 4 * IN,
      tf_m: 0.25 * IN,
      tw_m: 0.1 * IN,
    });
    const s = webShearStrength(section, Fy, E);
    const limit = 1.1 * Math.sqrt((5.34 * E) / Fy);
    expect(limit).toBeCloseTo(61.25, 1);
    expect(s.details.Cv1).toBeCloseTo(limit / 95, 9);
    expect(s.Vn_N / KIP).toBeCloseTo(0.6 * 50 * 10 * 0.1 * (limit / 95), 2);
    expect([s.phi, s.omega, s.clause]).toEqual([0.9, 1.67, 'AISC 360-16 G2.1(b) (G2-1, G2-4)']);
    // the same plates within G2-3 (a thicker web): Cv1 = 1, still (b), not being rolled
    const stocky = userISection({
      name: 'stocky',
      d_m: 10 * IN,
      bf_m: 4 * IN,
      tf_m: 0.25 * IN,
      tw_m: 0.2 * IN,
    });
    expect(webShearStrength(stocky, Fy, E).clause).toBe('AISC 360-16 G2.1(b) (G2-1, G2-3)');
  });

  it('wide thin flanges: Cv2 by G2-10, then G2-11', () => {
    const root = Math.sqrt((1.2 * E) / Fy); // 26.4
    const flange = (bf_in: number) =>
      flangeShearStrength(
        userISection({ name: 'f', d_m: 8 * IN, bf_m: bf_in * IN, tf_m: 0.1 * IN, tw_m: 0.2 * IN }),
        Fy,
        E,
      );
    // bf 6 in, tf 0.1 in: b/tf = 3.0/0.1 = 30, between 1.10 × 26.4 = 29.0 and 1.37 × 26.4 = 36.2: Cv2 = 29.0/30
    expect(flange(6).details.Cv2).toBeCloseTo((1.1 * root) / 30, 9);
    expect(flange(6).clause).toBe('AISC 360-16 G6 (G6-1, G2-10)');
    // bf 8 in: b/tf = 4.0/0.1 = 40 > 36.2: Cv2 = 1.51 × 1.2 × E/(40² Fy)
    expect(flange(8).details.Cv2).toBeCloseTo((1.51 * 1.2 * E) / (1600 * Fy), 9);
  });

  it('a pipe 6.625 × 0.280 in: G5, Fcr = min(0.78 E/(D/t)^1.5, 0.6 Fy), Vn = Fcr Ag/2', () => {
    // D/t = 23.66: 0.78 × 200 GPa / 23.66^1.5 = 1,355 MPa > 0.6 Fy = 206.8 MPa: Fcr = 0.6 Fy
    // Ag = π/4 (6.625² − 6.065²) = 5.58 in²; Vn = 0.6 × 50 × 5.58 / 2 = 83.7 kips
    const pipe = pipeSection({ od_m: 6.625 * IN, t_m: 0.28 * IN });
    const s = pipeShearStrength(pipe, Fy, E);
    expect(s.details.Fcr_Pa).toBeCloseTo(0.6 * Fy, 3);
    const Ag_in2 = (Math.PI / 4) * (6.625 ** 2 - 6.065 ** 2);
    expect(s.Vn_N / KIP).toBeCloseTo((0.6 * 50 * Ag_in2) / 2, 2);
    // either axis: the same wall
    const strong = steelShearCheck({
      section: pipe,
      axis: 'strong',
      Fy_Pa: Fy,
      E_Pa: E,
      method: 'LRFD',
      Vr_N: 1,
    });
    const weak = steelShearCheck({
      section: pipe,
      axis: 'weak',
      Fy_Pa: Fy,
      E_Pa: E,
      method: 'LRFD',
      Vr_N: 1,
    });
    expect(strong.capacity).toBe(weak.capacity);
  });

  it('the stress limit is the ratio limit, as for H1-1', () => {
    const check = (stressLimit: number) =>
      steelShearCheck({
        section: sectionByName('W6x9'),
        axis: 'strong',
        Fy_Pa: Fy,
        E_Pa: E,
        method: 'LRFD',
        Vr_N: 0.95 * webShearStrength(sectionByName('W6x9'), Fy, E).Vn_N,
        stressLimit,
      });
    expect(check(1).passes).toBe(true);
    expect(check(0.9).passes).toBe(false);
  });
});
