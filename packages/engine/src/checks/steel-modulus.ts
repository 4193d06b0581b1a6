/**
 * E of the pile steel as an input takes it: the project's Settings › Steel E and a load test's
 * own test pile. Left out, 200 GPa (E_STEEL_Pa); AISC 360-16 gives 29,000 ksi (200 000 MPa),
 * the two 0.03 % apart.
 */
import { z } from 'zod';
import { E_STEEL_Pa } from './steel';
import { ksiToPa } from './steel-axial';

/** E of a structural steel the input takes, Pa: 200 GPa give or take a quarter (stainless 193, carbon 200–210). */
export const STEEL_MODULUS_RANGE_Pa = { min: 150e9, max: 250e9 } as const;

/** A whole number with thousands commas. Not toLocaleString: its first call loads ICU's locale
 * data, 9 ms of every CLI call's ~50 (issue 12), for a message built when the schema is. */
const withThousands = (n: number) => String(n).replace(/(\d)(?=(\d{3})+$)/g, '$1,');

/** The bound in both units the forms show: '150 GPa (21,756 ksi)'. */
const modulusText = (E_Pa: number) =>
  `${E_Pa / 1e9} GPa (${withThousands(Math.round(E_Pa / ksiToPa(1)))} ksi)`;

/** An optional E, Pa, refused outside the range with both bounds' units (it catches 200 typed as if in GPa). */
export const steelModulusSchema = () =>
  z
    .number()
    .finite()
    .min(
      STEEL_MODULUS_RANGE_Pa.min,
      `must be at least ${modulusText(STEEL_MODULUS_RANGE_Pa.min)}: structural steel is about 200 GPa`,
    )
    .max(
      STEEL_MODULUS_RANGE_Pa.max,
      `must be at most ${modulusText(STEEL_MODULUS_RANGE_Pa.max)}: structural steel is about 200 GPa`,
    )
    .optional();

/** The project's Steel E, Pa: Settings › Steel E when given, else 200 GPa. */
export function projectSteelModulus_Pa(settingsE_Pa: number | undefined): number {
  return settingsE_Pa ?? E_STEEL_Pa;
}

/**
 * E of a load test's pile, Pa: its own when the test gives one, else the project's Steel E (the
 * test pile is the site's steel).
 */
export function testPileModulus_Pa(testE_Pa: number | undefined, projectE_Pa: number | undefined): number {
  return testE_Pa ?? projectSteelModulus_Pa(projectE_Pa);
}
