import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiSoftClayPolylineCurve } from './api-soft-clay-polyline';

// API RP 2A-WSD (2000) §6.8.3 tables; py-models.md §2 option.
const args = { su_Pa: 20e3, eps50: 0.02, J: 0.5, b_m: 0.100076 };

describe('API clay polyline (API RP 2A 2000 §6.8.3)', () => {
  const z = 0.25;
  const sigmaV = 7e3 * z; // gamma' = 17 - 10 kN/m³ (A03)
  const pu = (3 * 20e3 + sigmaV) * 0.100076 + 0.5 * 20e3 * z; // shallow governs
  const yc = 2.5 * 0.02 * 0.100076;
  const c = apiSoftClayPolylineCurve({ ...args, sigmaV_Pa: sigmaV, z_m: z, loading: 'static' });
  it.each([
    [0.1, 0.23],
    [0.3, 0.33],
    [1, 0.5],
    [3, 0.72],
    [8, 1],
    [20, 1],
  ])('static: y/y_c = %f -> p/p_u = %f', (r, q) => expect(c.p(r * yc) / pu).toBeCloseTo(q, 12));
  it('cyclic, z < z_r: 0.72 at y/y_c = 3, then 0.72 z/z_r from 15 on', () => {
    const cc = apiSoftClayPolylineCurve({ ...args, sigmaV_Pa: sigmaV, z_m: z, loading: 'cyclic' });
    const zr = (6 * 20e3 * 0.100076) / (7e3 * 0.100076 + 0.5 * 20e3);
    expect(cc.p(3 * yc) / pu).toBeCloseTo(0.72, 12);
    expect(cc.p(15 * yc) / pu).toBeCloseTo((0.72 * z) / zr, 12);
    expect(cc.p(40 * yc) / pu).toBeCloseTo((0.72 * z) / zr, 12);
  });

  // Refcase A03 (openpile 1.0.2 API_clay): openpile writes 0.5 (y/y_c)^0.33 at the table points
  // (0.2339 / 0.3361 / 0.5 / 0.7185 / 1.0) where API prints 0.23 / 0.33 / 0.50 / 0.72 / 1.00, so
  // the two polylines differ by <= 1.9 % at the points (0.33604 vs 0.33) and by less in between. We follow API.
  it('matches A03 py_curves_used within 1.9 % (rounded API table vs openpile 0.5 x^0.33)', () => {
    const a03 = JSON.parse(
      readFileSync(
        new URL(
          '../../../../../../shared/refcases/lateral/A03_apiclay_static_W6x9_L4_stick1.2.json',
          import.meta.url,
        ),
        'utf8',
      ),
    ) as { py_curves_used: { z_m: number; y_m: number[]; p_kN_per_m: number[] }[] };
    for (const row of a03.py_curves_used) {
      const cz = apiSoftClayPolylineCurve({
        ...args,
        sigmaV_Pa: 7e3 * row.z_m,
        z_m: row.z_m,
        loading: 'static',
      });
      row.y_m.forEach((y, i) => {
        const ref = row.p_kN_per_m[i]! * 1e3;
        expect(Math.abs(cz.p(y) - ref)).toBeLessThanOrEqual(0.019 * ref + 1e-6);
      });
    }
  });
});
