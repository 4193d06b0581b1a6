/**
 * Site spectral parameters, ASCE 7 chapter 11. Accelerations in g.
 * SMS = Fa·Ss, SM1 = Fv·S1 (Eq. 11.4-1, 11.4-2); SDS = 2/3·SMS, SD1 = 2/3·SM1 (Eq. 11.4-3, 11.4-4).
 * The equation numbers are those of ASCE 7-10 and 7-16. ASCE 7-22 §11.4.4-11.4.5 takes SMS,
 * SM1 (and SDS, SD1) from the multi-period spectrum of the USGS service, with no Fa/Fv tables:
 * for 7-22 give SMS/SM1 or SDS/SD1 directly. Fa and Fv are not looked up from site class here
 * (Tables 11.4-1/11.4-2 differ between 7-10 and 7-16, and the product asks for the values).
 */

export interface SpectralInput {
  /** Mapped MCE_R spectral acceleration, short period, g. */
  Ss?: number;
  /** Mapped MCE_R spectral acceleration, 1 s, g. */
  S1?: number;
  /** Site coefficients (Tables 11.4-1, 11.4-2). */
  Fa?: number;
  Fv?: number;
  /** Site-adjusted MCE_R accelerations, g (used as given when present). */
  SMS?: number;
  SM1?: number;
  /** Design spectral accelerations, g (used as given when present). */
  SDS?: number;
  SD1?: number;
}

export interface SpectralValues {
  SMS: number | null;
  SM1: number | null;
  SDS: number;
  SD1: number;
  /** S1 as given (needed by the S1 ≥ 0.6 g lower limits); null when not given. */
  S1: number | null;
  /** How each design value was obtained, for the report. */
  derivation: string[];
}

export type SpectralResult = { ok: true; value: SpectralValues } | { ok: false; message: string };

/** SMS = Fa·Ss (ASCE 7-16 Eq. 11.4-1). */
export function smsFromSs(Fa: number, Ss: number): number {
  return Fa * Ss;
}

/** SM1 = Fv·S1 (ASCE 7-16 Eq. 11.4-2). */
export function sm1FromS1(Fv: number, S1: number): number {
  return Fv * S1;
}

/** SDS = 2/3·SMS (ASCE 7-16 Eq. 11.4-3). */
export function sdsFromSms(SMS: number): number {
  return (2 / 3) * SMS;
}

/** SD1 = 2/3·SM1 (ASCE 7-16 Eq. 11.4-4). */
export function sd1FromSm1(SM1: number): number {
  return (2 / 3) * SM1;
}

function resolveOne(
  label: 'SDS' | 'SD1',
  design: number | undefined,
  mce: number | undefined,
  mapped: number | undefined,
  coeff: number | undefined,
  names: [mce: string, mapped: string, coeff: string],
  derivation: string[],
): { design: number; mce: number | null } | string {
  const [mceName, mappedName, coeffName] = names;
  if (design !== undefined) {
    derivation.push(`${label} = ${design} g (given)`);
    return { design, mce: mce ?? null };
  }
  if (mce !== undefined) {
    const d = label === 'SDS' ? sdsFromSms(mce) : sd1FromSm1(mce);
    derivation.push(`${label} = 2/3 × ${mceName} = 2/3 × ${mce} = ${d.toFixed(4)} g`);
    return { design: d, mce };
  }
  if (mapped !== undefined && coeff !== undefined) {
    const m = label === 'SDS' ? smsFromSs(coeff, mapped) : sm1FromS1(coeff, mapped);
    const d = label === 'SDS' ? sdsFromSms(m) : sd1FromSm1(m);
    derivation.push(
      `${mceName} = ${coeffName}·${mappedName} = ${coeff} × ${mapped} = ${m.toFixed(4)} g; ${label} = 2/3 × ${mceName} = ${d.toFixed(4)} g`,
    );
    return { design: d, mce: m };
  }
  return `${label} needs ${label}, ${mceName}, or ${mappedName} with ${coeffName}`;
}

/** SDS and SD1 from whatever is given: design values first, then MCE values, then mapped × site coefficient. */
export function spectralValues(input: SpectralInput): SpectralResult {
  const derivation: string[] = [];
  const s = resolveOne('SDS', input.SDS, input.SMS, input.Ss, input.Fa, ['SMS', 'Ss', 'Fa'], derivation);
  if (typeof s === 'string') return { ok: false, message: s };
  const one = resolveOne('SD1', input.SD1, input.SM1, input.S1, input.Fv, ['SM1', 'S1', 'Fv'], derivation);
  if (typeof one === 'string') return { ok: false, message: one };
  return {
    ok: true,
    value: { SMS: s.mce, SM1: one.mce, SDS: s.design, SD1: one.design, S1: input.S1 ?? null, derivation },
  };
}
