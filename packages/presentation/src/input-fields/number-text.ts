// A number as a person types it, read without guessing: the decimal separator of their locale
// ("1,5" is 1.5 where the locale writes decimal commas, and an error elsewhere, where the comma
// would be a thousands separator), a minus only where the field takes negatives, and any other
// character refused with a message that names it. Nothing typed is silently dropped or changed.

export type NumberText = { ok: true; value: number | undefined } | { ok: false; message: string };

export type NumberTextOptions = {
  /** The locale writes decimal commas ('de', 'fr', 'es', 'pt-BR' …). */
  decimalComma?: boolean;
  /** The field takes negative values. */
  signed?: boolean;
};

/** Whether a locale writes its decimals with a comma (Intl: 1.5 as '1,5'). */
export function localeUsesDecimalComma(locale: string | undefined): boolean {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
    return parts.find((p) => p.type === 'decimal')?.value === ',';
  } catch {
    return false;
  }
}

/** A typed text as a number: undefined for an empty text, a message for anything that is no number. */
export function parseNumberText(text: string, options: NumberTextOptions = {}): NumberText {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  const bad = t.match(/[^\d.,\-\s]/);
  if (bad) return { ok: false, message: `“${bad[0]}” is not part of a number: type digits only` };
  if (/\s/.test(t)) return { ok: false, message: 'a number has no spaces' };
  if (t.includes(',')) {
    if (!options.decimalComma)
      return { ok: false, message: 'use a decimal point (1.5): a comma is not a decimal separator here' };
    if (t.includes('.'))
      return { ok: false, message: 'use one decimal separator: a comma (1,5) in this locale' };
  }
  const normal = options.decimalComma ? t.replace(',', '.') : t;
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(normal)) {
    if (/^-?$/.test(normal)) return { ok: false, message: 'is not a number yet' };
    return { ok: false, message: `“${t}” is not a number` };
  }
  const value = Number(normal);
  if (value < 0 && !options.signed) return { ok: false, message: 'must not be negative' };
  return { ok: true, value };
}
