import { Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { fromSI, toSI, unitOf, type Quantity, type UnitSystem } from '@pilewise/contracts';
import { formatNumber } from '@pilewise/presentation';
import {
  SpreadsheetTable,
  type SpreadsheetColumn,
} from '../../../components/spreadsheet-table/spreadsheet-table';
import {
  newTest,
  withKind,
  type DraftLoadTests,
  type DraftTest,
  type LoadTestKind,
} from '../load-tests-draft';

type Update = (fn: (d: DraftLoadTests) => DraftLoadTests) => void;
type Props = {
  draft: DraftLoadTests;
  update: Update;
  system: UnitSystem;
  readOnly: boolean;
  /** The project's Steel E, Pa (Settings, else 200 GPa): what a test pile without its own takes. */
  projectSteelE_Pa: number;
};

const KINDS: { value: LoadTestKind; label: string }[] = [
  { value: 'lateral', label: 'lateral (ASTM D3966)' },
  { value: 'uplift', label: 'uplift (ASTM D3689)' },
  { value: 'compression', label: 'compression (ASTM D1143)' },
];

/** A number cell in the project's unit, stored in SI; an empty cell clears the value. */
function numberColumn(
  system: UnitSystem,
  c: {
    id: string;
    header: string;
    quantity: Quantity;
    rowName: string;
    get: (row: number) => number | undefined;
    set: (row: number, valueSI: number | undefined) => void;
    disabled?: (row: number) => boolean;
    placeholder?: (row: number) => string | undefined;
  },
): SpreadsheetColumn {
  const unit = unitOf(c.quantity, system);
  return {
    id: c.id,
    header: `${c.header} (${unit})`,
    kind: 'number',
    cellLabel: (row) => `${c.rowName} ${row + 1} ${c.header} (${unit})`,
    read: (row) => {
      const v = c.get(row);
      return v === undefined ? '' : String(Number(fromSI(c.quantity, v, system).toPrecision(6)));
    },
    write: (row, text) => {
      const t = text.trim();
      if (t === '') return c.set(row, undefined);
      const n = Number(t);
      if (Number.isFinite(n)) c.set(row, toSI(c.quantity, n, system));
    },
    disabled: c.disabled,
    placeholder: c.placeholder,
  };
}

function textColumn(c: {
  id: string;
  header: string;
  rowName: string;
  get: (row: number) => string;
  set: (row: number, text: string) => void;
  options?: { value: string; label: string }[];
  width?: number;
}): SpreadsheetColumn {
  return {
    id: c.id,
    header: c.header,
    kind: c.options ? 'select' : 'text',
    options: c.options,
    width: c.width,
    cellLabel: (row) => `${c.rowName} ${row + 1} ${c.header}`,
    read: c.get,
    write: c.set,
  };
}

/**
 * The load tests of a project as two tables: one row per test (its pile and the pile's E when not
 * the project's, embedment, load height or stick-up, failure load when read off the curve), and the load-movement points of the test
 * picked below it. Values in the project's units, stored in SI.
 */
export function LoadTestsEditor({ draft, update, system, readOnly, projectSteelE_Pa }: Props) {
  const [picked, setPicked] = useState(0);
  const tests = draft.tests;
  const current = Math.min(picked, Math.max(0, tests.length - 1));
  const setTest = (row: number, fn: (t: DraftTest) => DraftTest) =>
    update((d) => ({ ...d, tests: d.tests.map((t, i) => (i === row ? fn(t) : t)) }));
  const numberOf = (key: 'embedment_m' | 'failureLoad_N') => (row: number) => tests[row]?.[key];
  const heightKey = (row: number) => (tests[row]?.kind === 'lateral' ? 'loadHeight_m' : 'stickup_m');

  const testColumns: SpreadsheetColumn[] = [
    textColumn({
      id: 'name',
      header: 'Name',
      rowName: 'Test',
      width: 150,
      get: (row) => tests[row]?.name ?? '',
      set: (row, text) => setTest(row, (t) => ({ ...t, name: text })),
    }),
    textColumn({
      id: 'kind',
      header: 'Kind',
      rowName: 'Test',
      width: 210,
      options: KINDS,
      get: (row) => tests[row]?.kind ?? 'lateral',
      set: (row, text) => {
        const kind = KINDS.find((k) => k.value === text || k.label === text)?.value;
        if (kind) setTest(row, (t) => withKind(t, kind));
      },
    }),
    textColumn({
      id: 'section',
      header: 'Section',
      rowName: 'Test',
      width: 100,
      get: (row) => tests[row]?.section ?? '',
      set: (row, text) => setTest(row, (t) => ({ ...t, section: text })),
    }),
    // The test pile is the site's steel: left blank it takes the project's Steel E (Settings).
    numberColumn(system, {
      id: 'modulus',
      header: "Steel E (blank: project's)",
      quantity: 'stress',
      rowName: 'Test',
      get: (row) => tests[row]?.E_Pa,
      set: (row, v) => setTest(row, (t) => ({ ...t, E_Pa: v })),
      placeholder: () => formatNumber('elasticModulus', projectSteelE_Pa, system),
    }),
    numberColumn(system, {
      id: 'embedment',
      header: 'Embedment',
      quantity: 'length',
      rowName: 'Test',
      get: numberOf('embedment_m'),
      set: (row, v) => setTest(row, (t) => ({ ...t, embedment_m: v })),
    }),
    numberColumn(system, {
      id: 'height',
      header: 'Load height / stick-up',
      quantity: 'length',
      rowName: 'Test',
      get: (row) => tests[row]?.[heightKey(row)] as number | undefined,
      set: (row, v) => setTest(row, (t) => ({ ...t, [heightKey(row)]: v })),
    }),
    numberColumn(system, {
      id: 'failure',
      header: 'Failure load (blank: Davisson)',
      quantity: 'force',
      rowName: 'Test',
      get: numberOf('failureLoad_N'),
      set: (row, v) => setTest(row, (t) => ({ ...t, failureLoad_N: v })),
      disabled: (row) => tests[row]?.kind === 'lateral',
    }),
  ];

  const points = tests[current]?.points ?? [];
  const setPoint = (row: number, key: 'load_N' | 'displacement_m', v: number | undefined) =>
    setTest(current, (t) => ({ ...t, points: t.points.map((p, i) => (i === row ? { ...p, [key]: v } : p)) }));
  const pointColumns: SpreadsheetColumn[] = [
    numberColumn(system, {
      id: 'load',
      header: 'Load',
      quantity: 'force',
      rowName: 'Point',
      get: (row) => points[row]?.load_N,
      set: (row, v) => setPoint(row, 'load_N', v),
    }),
    numberColumn(system, {
      id: 'movement',
      header: 'Movement',
      quantity: 'deflection',
      rowName: 'Point',
      get: (row) => points[row]?.displacement_m,
      set: (row, v) => setPoint(row, 'displacement_m', v),
    }),
  ];

  return (
    <Stack gap="md">
      <Switch
        label="Design with the calibrated soil and the load-test FS / φ"
        // On by default: without a test, or off, what the design takes would not read from it.
        description={
          tests.length === 0
            ? 'Without a load test, the design takes the soil and the FS / φ as entered'
            : draft.useCalibratedSoil
              ? undefined
              : 'Off: the fit is reported only; the design takes the soil and the FS / φ as entered'
        }
        checked={draft.useCalibratedSoil}
        disabled={readOnly}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          update((d) => ({ ...d, useCalibratedSoil: on }));
        }}
      />
      <SpreadsheetTable
        label="Load tests"
        rowCount={tests.length}
        columns={testColumns}
        ensureRows={(count) =>
          update((d) => {
            const more = [...d.tests];
            while (more.length < count) more.push(newTest(more.length, system));
            return { ...d, tests: more };
          })
        }
        removeRow={(row) => update((d) => ({ ...d, tests: d.tests.filter((_, i) => i !== row) }))}
        readOnly={readOnly}
        addLabel="Add test"
        maxRows={50}
      />
      {tests.length > 0 && (
        <>
          <Select
            label="Load-movement points of test"
            data={tests.map((t, i) => ({ value: String(i), label: t.name || `Test ${i + 1}` }))}
            value={String(current)}
            onChange={(v) => v !== null && setPicked(Number(v))}
            allowDeselect={false}
            w={320}
          />
          <Text size="xs" c="dimmed">
            The first loading in the order applied (or the peaks of a cyclic test); movement at the load point
            (lateral), at the head (axial).
          </Text>
          <SpreadsheetTable
            label={`Points of ${tests[current]?.name || `test ${current + 1}`}`}
            rowCount={points.length}
            columns={pointColumns}
            ensureRows={(count) =>
              setTest(current, (t) => {
                const more = [...t.points];
                while (more.length < count) more.push({});
                return { ...t, points: more };
              })
            }
            removeRow={(row) =>
              setTest(current, (t) => ({ ...t, points: t.points.filter((_, i) => i !== row) }))
            }
            readOnly={readOnly}
            addLabel="Add point"
          />
        </>
      )}
    </Stack>
  );
}
