import { Alert, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { unbalancedWingWarning, type DesignMode } from '@pilewise/engine';
import {
  CUSTOM_SEISMIC_ROW_FIELDS,
  PIER_LOAD_TABLE_FIELDS,
  SEISMIC_FIELDS,
  SEISMIC_PARAM_FIELDS,
  TRACKER_SEISMIC_FIELDS,
  usedInMode,
} from '@pilewise/presentation';
import { SpreadsheetTable } from '../../../components/spreadsheet-table/spreadsheet-table';
import { useInputExtensions } from '../../../lib/input-extensions';
import { useInputForm } from '../form-context';
import { getAt } from '../input-path';
import { pierTypeIds } from '../pier-types';
import { numberColumn, rowsOf, textColumn } from '../table-columns';
import { FieldAt } from './field-at';
import { SwitchAt } from './select-at';
import { WingListsTable } from './wing-lists-table';

/** seismic.weakAxis: what its switch says is the field table's (it steers case E of custom combinations only). */
const WEAK_AXIS = SEISMIC_FIELDS.find((f) => f.key === 'weakAxis')!;

const PARAMS = ['seismic', 'params'] as const;
const TRACKER = ['seismic', 'tracker'] as const;
const CUSTOM_ROWS = [...TRACKER, 'customRows'] as const;

/** Spec §9: the seismic warning toast lasts 11 s. */
const WING_WARNING_MS = 11_000;

// Seismic (spec §3): the site's spectral values (ASCE 7 ch. 11, from the USGS hazard tool) and the
// tracker's seismic data, from which the run builds load case E (ASCE 7 ch. 15, Cs = SDS/(R/Ie)):
// in design mode 1 from the wing dead loads of the pier load table, in mode 2 from a row per pier
// type. The tab is hidden in modes 3 and 4 (spec §2), whose files give E as a load case.
export function SeismicForm() {
  const f = useInputForm();
  const fromLocation = useInputExtensions().seismicFromLocation;
  if (f.value(['seismic', 'consider']) !== true) {
    return (
      <Alert variant="light" color="gray" title="Seismic is not considered">
        Switch on “Consider seismic” in Settings to add load case E.
      </Alert>
    );
  }
  const mode = (f.value(['tracker', 'mode']) ?? 2) as DesignMode;
  return (
    <Stack gap="md">
      <Fieldset legend="Seismic Parameters (ASCE 7 chapter 11)">
        {/* Fills Ss … TL from the USGS service at the project's location; each stays editable. */}
        {fromLocation?.({
          designCode: String(
            f.value(['seismic', 'tracker', 'designCode']) ??
              f.value(['project', 'designCode']) ??
              'ASCE 7-16',
          ),
          riskCategory: (f.value(['seismic', 'tracker', 'riskCategory']) ?? 2) as 1 | 2 | 3 | 4,
          readOnly: f.readOnly,
          apply: (values) =>
            f.batch(() => {
              for (const [key, v] of Object.entries(values)) f.setField([...PARAMS, key], v);
            }),
        })}
        {/* at least 150 px a column: six by the screen's width left the Cs lower limits 45 px
            beside the live preview */}
        <SimpleGrid minColWidth={150}>
          {SEISMIC_PARAM_FIELDS.map((field) => (
            <FieldAt key={field.key} field={field} group={PARAMS} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Seismic Tracker Data">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <SwitchAt
            label={WEAK_AXIS.label}
            path={['seismic', 'weakAxis']}
            description={WEAK_AXIS.description}
          />
          {TRACKER_SEISMIC_FIELDS.filter((field) => usedInMode(field, mode)).map((field) => (
            <FieldAt
              key={field.key}
              field={field}
              group={TRACKER}
              label={
                field.description && field.label.length <= 3
                  ? `${field.label} · ${field.description}`
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      {mode === 1 ? <PierLoadTable /> : <CustomSeismicRows />}
    </Stack>
  );
}

/** Mode 1: the wing dead loads per pile from the drive, exterior and interior trackers, left and right. */
function PierLoadTable() {
  const f = useInputForm();
  const table = getAt(f.input, [...TRACKER, 'pierLoadTable']) as
    { lw_ext?: number[]; rw_ext?: number[]; lw_int?: number[]; rw_int?: number[] } | undefined;
  const wingMode = getAt(f.input, [...TRACKER, 'wingMode']) === 2 ? 2 : 1;
  const numeric = (row: unknown) =>
    Array.isArray(row) ? row.map((v) => (typeof v === 'number' ? v : 0)) : [];
  const warning = table
    ? unbalancedWingWarning(wingMode, {
        lw_ext: numeric(table.lw_ext),
        rw_ext: numeric(table.rw_ext),
        lw_int: numeric(table.lw_int),
        rw_int: numeric(table.rw_int),
      })
    : null;
  // Spec §5: the warning shows for 11 seconds when the table turns unbalanced with zeros.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (warning && shown.current !== warning)
      notifications.show({
        color: 'yellow',
        title: 'Unbalanced wings',
        message: warning,
        autoClose: WING_WARNING_MS,
      });
    shown.current = warning;
  }, [warning]);
  return (
    <Stack gap="xs">
      <WingListsTable
        label="Pier load table"
        path={[...TRACKER, 'pierLoadTable']}
        lists={PIER_LOAD_TABLE_FIELDS.map((field) => ({
          key: field.key,
          header: field.label,
          description: field.description ?? '',
          disabled: wingMode === 1 && field.key.startsWith('rw'),
        }))}
        rowName="Pile"
      />
      <Text size="xs" c="gray.7">
        Dead load of each wing per pile, from the drive pile (row 1) out; trailing zeros are ignored.
        Balanced: the right wings equal the left.
      </Text>
      {warning && (
        <Alert color="yellow" variant="light" title="Unbalanced wings">
          {warning}
        </Alert>
      )}
    </Stack>
  );
}

/** Mode 2: one row per pier type (spec §3 custom rows: Seismic Pier, w, diz, ez, diy). */
function CustomSeismicRows() {
  const f = useInputForm();
  const binding = { form: f, rowsPath: CUSTOM_ROWS, rowName: 'Pier' };
  const rows = rowsOf(f, CUSTOM_ROWS, () => ({ seismicPier: '' }));
  const piers = pierTypeIds(f.input);
  const columns = CUSTOM_SEISMIC_ROW_FIELDS.map((field) =>
    field.key === 'seismicPier'
      ? textColumn(binding, {
          id: field.key,
          header: field.label,
          key: field.key,
          options: piers.map((p) => ({ value: p, label: p })),
          width: 140,
        })
      : numberColumn(binding, {
          id: field.key,
          header: field.label,
          unit: field.unit,
          key: () => field.key,
          signed: field.signed ?? false,
        }),
  );
  return (
    <SpreadsheetTable
      label="Seismic pier rows"
      rowCount={rows.count}
      columns={columns}
      ensureRows={rows.ensureRows}
      removeRow={rows.removeRow}
      readOnly={f.readOnly}
      error={f.errorOf(['seismic', 'tracker', 'customRows'])}
      addLabel="Add pier row"
      batch={f.batch}
    />
  );
}
