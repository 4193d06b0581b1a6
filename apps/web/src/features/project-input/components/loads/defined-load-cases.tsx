import { getAt, setAt } from '../../input-path';
import { useInputForm } from '../../form-context';
import { IdListField } from './id-list-field';

const CUSTOM_CASES = ['loadCombinations', 'custom', 'loadCases'] as const;

/** The ids of the custom load cases (load_combo_cases.loadCases). */
export function definedCaseIds(input: unknown): string[] {
  const cases = getAt(input, CUSTOM_CASES);
  return Array.isArray(cases)
    ? cases.map((c) => (c as { id?: unknown })?.id).filter((id): id is string => typeof id === 'string')
    : [];
}

/**
 * The load cases a load table's Load case cells offer beyond D, L, Lr, S, R, W, E, Ev: the
 * project's load_combo_cases.loadCases (spec §3), where each case's kind and sense are set
 * (Settings, Load combinations). Cases removed here keep nothing behind.
 */
export function DefinedLoadCasesField() {
  const f = useInputForm();
  return (
    <IdListField
      label="Load cases"
      description="The load cases of the project beyond D, L, Lr, S, R, W, E, Ev (e.g. W0, W30, Wstow), separated by commas"
      path={[...CUSTOM_CASES]}
      read={definedCaseIds}
      write={(ids) =>
        f.update((input) => {
          const current = getAt(input, CUSTOM_CASES);
          const byId = new Map(
            (Array.isArray(current) ? current : []).map((c) => [(c as { id?: string }).id, c] as const),
          );
          const next = ids.map((id) => byId.get(id) ?? { id });
          if (
            next.length === 0 &&
            getAt(input, ['loadCombinations', 'custom', 'mapping_combo']) === undefined
          )
            return setAt(input, ['loadCombinations', 'custom'], undefined);
          return setAt(input, CUSTOM_CASES, next);
        })
      }
    />
  );
}
