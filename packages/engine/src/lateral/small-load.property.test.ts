/**
 * A small load is always held: 10 N at the head of a catalogued section, 1.5 to 6 m embedded,
 * converges in every soil model, with any of its parameters over the range a site report gives,
 * either axis, free or fixed head, water table or none, at either lane's element count. Ten
 * newtons is a hundredth or less of what any pile in these soils can hold, so a result other
 * than 'converged' is the solver's fault, not the soil's.
 *
 * It found two: weak rock with a stiff rock mass (E_ir of a few GPa) and liquefied sand did not
 * converge under any load, 10 N included, because Newton took their springs as their secant at
 * 1 µm, a tenth to a hundredth of their true stiffness (solver/workspace.ts springBounds).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOIL_MODELS, type SoilModelId } from '../soil';
import { analyzeLateral, type LateralInputRaw } from './index';

type Layer = LateralInputRaw['soil']['layers'][number];

const logUniform = (min: number, max: number) =>
  fc.double({ min: Math.log(min), max: Math.log(max), noNaN: true }).map(Math.exp);

/** The fields each model reads, over the range of site reports (and a little beyond). */
function layerOf(model: SoilModelId): fc.Arbitrary<Layer> {
  const common = {
    name: fc.constant(model),
    model: fc.constant(model),
    top_m: fc.constant(0),
    bottom_m: fc.constant(10),
    gamma_N_per_m3: fc.integer({ min: 14_000, max: 23_000 }),
    loading: fc.constantFrom('static' as const, 'cyclic' as const),
  };
  const phiDeg = fc.double({ min: 0, max: 45, noNaN: true });
  const cu_Pa = logUniform(2e3, 4e5);
  const k_N_per_m3 = logUniform(1e6, 5e8);
  switch (model) {
    case 'api-sand':
    case 'reese-sand':
      return fc.record({ ...common, phiDeg: fc.double({ min: 20, max: 45, noNaN: true }) });
    case 'cemented-c-phi':
      return fc.record({ ...common, phiDeg, cu_Pa, k_N_per_m3 });
    case 'modified-stiff-clay':
      return fc.record({ ...common, cu_Pa, k_N_per_m3 });
    case 'soft-clay-matlock':
    case 'api-soft-clay-polyline':
    case 'stiff-clay-free-water':
    case 'stiff-clay-no-free-water':
      return fc.record({ ...common, cu_Pa });
    case 'weak-rock':
      return fc.record({
        ...common,
        qu_Pa: logUniform(2e5, 5e7),
        Erm_Pa: logUniform(1e7, 5e10),
        rqdStart_pct: fc.double({ min: 0, max: 100, noNaN: true }),
        rqdEnd_pct: fc.double({ min: 0, max: 100, noNaN: true }),
        krm: logUniform(5e-5, 5e-4),
      });
    case 'vuggy-limestone':
      return fc.record({ ...common, qu_Pa: logUniform(1e6, 5e7) });
    case 'liquefied-sand':
      return fc.record(common);
  }
}

describe('10 N at the head converges in every soil model', () => {
  it.each(SOIL_MODELS)('%s', (model) => {
    fc.assert(
      fc.property(
        layerOf(model),
        fc.constantFrom('W6x9', 'W6x25', 'W8x10', 'W8x28'),
        fc.constantFrom('strong' as const, 'weak' as const),
        fc.constantFrom('free' as const, 'fixed' as const),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 1.5, max: 6, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
        fc.constantFrom(100, 500),
        (layer, section, axis, head, stickup_m, embedment_m, waterTableDepth_m, elements) => {
          const a = analyzeLateral({
            pile: { section, axis, stickup_m, embedment_m },
            soil: { layers: [layer], waterTableDepth_m },
            loads: { H_N: 10, head },
            options: { elements },
          });
          if (!a.ok) throw new Error(JSON.stringify(a.errors));
          expect(a.result.status).toBe('converged');
        },
      ),
      { numRuns: 25, seed: 20261129 },
    );
  });
});
