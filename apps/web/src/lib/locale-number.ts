// How this browser writes decimals: a locale that writes 1.5 as '1,5' (de, fr, es, pt-BR …) types
// and reads numbers with a decimal comma; every other locale with a point. Read once from the
// browser's language; tests set it.
import { localeUsesDecimalComma } from '@pilewise/presentation';

let decimalComma: boolean | undefined;

export function usesDecimalComma(): boolean {
  if (decimalComma === undefined)
    decimalComma = localeUsesDecimalComma(typeof navigator === 'undefined' ? undefined : navigator.language);
  return decimalComma;
}

/** Tests: act as a browser of a locale that writes decimal commas (true) or points (false). */
export function setDecimalCommaForTests(value: boolean | undefined): void {
  decimalComma = value;
}
