// A check's working in one line for a one-page calculation sheet: the equation it evaluates
// (where the engine names one) and the values a checker puts into it, by symbol. The full working
// (every intermediate value, checkWorking) is on the Result tab and in the design report; the
// sheet keeps what recomputes the ratio.
import type { DesignCheck, UnitSystem } from '@pilewise/contracts';
import { checkWorking } from '@pilewise/presentation';

/**
 * AISC 360-16 §H1.1, Eq. H1-1a (Pr/Pc ≥ 0.2) and H1-1b (Pr/Pc < 0.2): the steel check's ratio
 * (the engine's checks/steel.ts computes the same).
 */
const H1_EQUATIONS: Record<string, string> = {
  'H1-1a': 'AISC Eq. H1-1a: Pr/Pc + 8/9 (Mrx/Mcx + Mry/Mcy)',
  'H1-1b': 'AISC Eq. H1-1b: Pr/(2 Pc) + Mrx/Mcx + Mry/Mcy',
};

/**
 * The working rows (checkWorking's labels) that enter a ratio, in the order they are read; a
 * check shows those it has. Descriptive rows (what a value is taken as, where a factor comes
 * from) are the report's; so are the seismic Cs and Eh, whose load (E, Ex, Ey) the load cases list.
 */
const KEY_LABELS = [
  'Pr (required axial strength)',
  'Pc (available axial strength)',
  'Mrx (required flexural strength, strong axis)',
  'Mcx (available flexural strength, strong axis)',
  'Mry (required flexural strength, weak axis)',
  'Mcy (available flexural strength, weak axis)',
  'Lb (unbraced length)',
  'Load height above grade',
  'Skin friction down (nominal)',
  'End bearing (nominal)',
  'Skin friction up below the frost depth (nominal)',
  'Nominal resistance',
  'Factor of safety FS',
  'Resistance factor φ',
  'Pile self-weight in the demand',
  'Pile self-weight against uplift',
  'Dead load holding the pile down',
  'Dead load factor',
];

/** "Pr (required axial strength)" → "Pr"; a label without a symbol stays whole. */
function symbol(label: string): string {
  const open = label.indexOf(' (');
  return open > 0 ? label.slice(0, open) : label;
}

/** What a checker recomputes `check`'s ratio from, in one line (no more than a few dozen words). */
export function keyWorkingLine(check: DesignCheck, system: UnitSystem): string {
  const rows = checkWorking(check.details, system);
  const byLabel = new Map(rows.map((r) => [r.label, r.value]));
  const values = KEY_LABELS.filter((label) => byLabel.has(label)).map(
    (label) => `${symbol(label)} = ${byLabel.get(label)}`,
  );
  const branch = byLabel.get('H1-1 branch');
  const equation = branch ? H1_EQUATIONS[branch] : undefined;
  const confirm = byLabel.get('Engineer to confirm') === 'Yes' ? ['engineer to confirm'] : [];
  const parts = [...(equation ? [equation] : []), values.join(', '), ...confirm].filter((p) => p !== '');
  if (parts.length > 0) return parts.join('; ');
  // A check with none of the key values (a deflection, a future check): its first rows but the
  // seismic site's, as the report has them.
  const own = rows.filter((r) => !r.label.startsWith('Seismic'));
  return own.length > 0
    ? own
        .slice(0, 3)
        .map((r) => `${r.label} = ${r.value}`)
        .join(', ')
    : 'Demand and capacity as tabled';
}
