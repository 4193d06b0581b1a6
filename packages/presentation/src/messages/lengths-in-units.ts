// The engine's messages (input problems, warnings) give lengths in metres, the unit of its input:
// "must be ≥ Min Embed (1.5 m)", "gap between layer 0 "Clay" (bottom 3 m) and this top 3.5 m".
// An engineer working in feet, who typed 4.9 ft, reads them in feet. The engine writes a length as
// "<number> m" and a range as "<a>–<b> m", which is what is rewritten here; every other unit
// (mm, µm, m², N/m³, m/yr) is left as written.
import { formatSignificant, fromSI, unitOf, type UnitSystem } from '@pilewise/contracts';

/** "<number> m" or "<a>–<b> m", not part of a longer number, word or unit (m², m/s, mm). */
const LENGTH_IN_METRES =
  /(?<![\w.])(-?\d+(?:\.\d+)?(?:e-?\d+)?)(?:–(-?\d+(?:\.\d+)?(?:e-?\d+)?))? m(?![\w/²³⁴⁶·])/g;

/** `text` with its lengths in the system's unit, to three significant figures (3 m → 9.84 ft). */
export function lengthsInUnits(text: string, system: UnitSystem): string {
  if (system === 'metric') return text;
  const inUnit = (m: string) => formatSignificant(fromSI('length', Number(m), system), 3);
  const unit = unitOf('length', system);
  return text.replace(LENGTH_IN_METRES, (_match, a: string, b: string | undefined) =>
    b === undefined ? `${inUnit(a)} ${unit}` : `${inUnit(a)}–${inUnit(b)} ${unit}`,
  );
}
