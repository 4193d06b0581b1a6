import { Fieldset, Stack, Switch, Text } from '@mantine/core';
import { COMBINATION_FIELDS, LOAD_CASE_FIELDS, LOAD_COMBINATION_FIELDS } from '@pilewise/presentation';
import {
  SpreadsheetTable,
  type SpreadsheetColumn,
} from '../../../components/spreadsheet-table/spreadsheet-table';
import { useInputForm } from '../form-context';
import { getAt, pathText } from '../input-path';
import { fieldColumns, numberColumn, rowsOf, textColumn } from '../table-columns';
import { definedCaseIds } from './loads/defined-load-cases';
import { FieldAt } from './field-at';
import { SwitchAt } from './select-at';

const CUSTOM = ['loadCombinations', 'custom'] as const;
const CASES = [...CUSTOM, 'loadCases'] as const;
const COMBOS = [...CUSTOM, 'mapping_combo'] as const;

// Custom load combination cases (spec §3 load_combo_cases: loadCases, mapping_combo): the project's
// load cases with their ASCE 7 kind and sense, and combinations as factors on them. With
// combinations they replace the code's unless the code's are kept too; each is taken literally.
export function LoadCombinationsForm() {
  const f = useInputForm();
  const custom = getAt(f.input, CUSTOM);
  const ids = definedCaseIds(f.input);
  const caseBinding = { form: f, rowsPath: CASES, rowName: 'Case' };
  const caseRows = rowsOf(f, CASES, () => ({ id: '' }));
  const [idField, kindField, reversibleField, descriptionField] = LOAD_CASE_FIELDS;
  const caseColumns: SpreadsheetColumn[] = [
    ...fieldColumns(caseBinding, [idField!]),
    textColumn(caseBinding, {
      id: 'kind',
      header: kindField!.label,
      key: 'kind',
      options: kindField!.options,
      optional: true,
    }),
    {
      id: 'reversible',
      header: reversibleField!.label,
      kind: 'select',
      options: [
        { value: '', label: '—' },
        ...reversibleField!.options!.map((o) => ({ value: String(o.value), label: o.label })),
      ],
      cellLabel: (row) => `Case ${row + 1} ${reversibleField!.label}`,
      read: (row) => {
        const v = getAt(f.input, [...CASES, row, 'reversible']);
        return typeof v === 'boolean' ? String(v) : '';
      },
      write: (row, text) =>
        void f.setField(
          [...CASES, row, 'reversible'],
          text === 'true' ? true : text === 'false' ? false : undefined,
        ),
      error: (row) => f.check.errorAt(pathText([...CASES, row, 'reversible'])),
    },
    ...fieldColumns(caseBinding, [descriptionField!], { widths: { description: 220 } }),
  ];
  const comboBinding = { form: f, rowsPath: COMBOS, rowName: 'Combination' };
  const comboRows = rowsOf(f, COMBOS, (i) => ({ name: `LC${i + 1}`, method: 'ASD', factors: {} }));
  const [nameField, methodField] = COMBINATION_FIELDS;
  const comboColumns: SpreadsheetColumn[] = [
    ...fieldColumns(comboBinding, [nameField!, methodField!], { widths: { name: 200, method: 90 } }),
    ...ids.map((id) =>
      numberColumn(comboBinding, {
        id: `factor-${id}`,
        header: id,
        unit: 'ratio',
        key: () => ['factors', id],
        signed: true,
      }),
    ),
  ];
  return (
    <Fieldset legend="Custom load combination cases">
      <Stack gap="sm">
        {/* loadsNotActing is a switch of "What the design considers" above */}
        {LOAD_COMBINATION_FIELDS.filter((x) => x.key === 'reversal').map((x) => (
          <FieldAt key={x.key} field={x} group={['loadCombinations']} />
        ))}
        <Switch
          label="Custom load combinations"
          description="Name the load cases and write combinations as factors on them (load_combo_cases)"
          checked={custom !== undefined}
          disabled={f.readOnly}
          onChange={(e) =>
            f.setField(
              [...CUSTOM],
              e.currentTarget.checked
                ? { loadCases: [], mapping_combo: [], includeCodeCombinations: false }
                : undefined,
            )
          }
        />
        {custom !== undefined && (
          <>
            <SpreadsheetTable
              label="Load cases"
              rowCount={caseRows.count}
              columns={caseColumns}
              ensureRows={caseRows.ensureRows}
              removeRow={caseRows.removeRow}
              readOnly={f.readOnly}
              error={f.errorOf([...CASES])}
              addLabel="Add load case"
              batch={f.batch}
            />
            <SpreadsheetTable
              label="Load combinations"
              rowCount={comboRows.count}
              columns={comboColumns}
              ensureRows={comboRows.ensureRows}
              removeRow={comboRows.removeRow}
              readOnly={f.readOnly}
              error={f.errorOf([...COMBOS])}
              addLabel="Add combination"
              batch={f.batch}
            />
            <SwitchAt
              label="Keep the code combinations too"
              path={[...CUSTOM, 'includeCodeCombinations']}
              description="Off: the combinations above replace the ASCE 7 ones (when there are any)"
            />
            <Text size="xs" c="gray.7">
              A combination is taken literally: no reversal; to reverse a case write a second combination with
              a negative factor. An empty factor is 0.
            </Text>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
