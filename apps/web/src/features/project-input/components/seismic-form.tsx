import { Alert, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { DESIGN_CODES } from '@pilewise/contracts';
import { SpreadsheetTable } from '../../../components/spreadsheet-table/spreadsheet-table';
import { DEGREES, PLAIN, type FieldUnit } from '../field-units';
import { useInputForm } from '../form-context';
import { numberColumn, rowsOf, textColumn } from '../table-columns';
import { SelectAt, SwitchAt } from './select-at';
import { UnitFieldAt } from './unit-field-at';

const G: FieldUnit = { fixed: 'g' };
const SECONDS: FieldUnit = { fixed: 's' };
const PARAMS = ['seismic', 'params'] as const;
const TRACKER = ['seismic', 'tracker'] as const;
const CUSTOM_ROWS = [...TRACKER, 'customRows'] as const;

const SPECTRAL: readonly [string, string][] = [
  ['Ss', 'Ss'],
  ['S1', 'S1'],
  ['SMS', 'SMS'],
  ['SM1', 'SM1'],
  ['SDS', 'SDS'],
  ['SD1', 'SD1'],
];

// Seismic (spec §3): the site's spectral values (ASCE 7 ch. 11, from the USGS hazard tool) and the
// tracker's seismic data, from which the run builds load case E (ASCE 7 ch. 15, Cs = SDS/(R/Ie)).
export function SeismicForm() {
  const f = useInputForm();
  if (f.value(['seismic', 'consider']) !== true) {
    return (
      <Alert variant="light" color="gray" title="Seismic is not considered">
        Switch on “Consider seismic” in Settings to add load case E.
      </Alert>
    );
  }
  const mode = f.value(['tracker', 'mode']);
  const binding = { form: f, rowsPath: CUSTOM_ROWS, rowName: 'Pier' };
  const rows = rowsOf(f, CUSTOM_ROWS, () => ({ seismicPier: '' }));
  const customColumns = [
    textColumn(binding, { id: 'seismicPier', header: 'Pier type', key: 'seismicPier' }),
    ...(
      [
        ['w_N', 'W'],
        ['dlz_N', 'Dlz'],
        ['ez_N', 'Ez'],
        ['dly_N', 'Dly'],
      ] as const
    ).map(([key, header]) => numberColumn(binding, { id: key, header, unit: 'force', key: () => key })),
  ];
  return (
    <Stack gap="md">
      <Fieldset legend="Site (ASCE 7 chapter 11)">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <UnitFieldAt label="R" path={[...PARAMS, 'R']} unit={PLAIN} description="Response modification" />
          {SPECTRAL.map(([key, label]) => (
            <UnitFieldAt key={key} label={label} path={[...PARAMS, key]} unit={G} />
          ))}
          <UnitFieldAt label="Fa" path={[...PARAMS, 'Fa']} unit={PLAIN} />
          <UnitFieldAt label="Fv" path={[...PARAMS, 'Fv']} unit={PLAIN} />
          <UnitFieldAt label="T" path={[...PARAMS, 'T_s']} unit={SECONDS} description="Fundamental period" />
          <UnitFieldAt
            label="TL"
            path={[...PARAMS, 'TL_s']}
            unit={SECONDS}
            description="Long-period transition"
          />
          <SelectAt
            label="Cs lower limits"
            path={[...PARAMS, 'lowerLimits']}
            options={[
              { value: '15.4.1', label: '§15.4.1 (nonbuilding)' },
              { value: '12.8', label: '§12.8 (building)' },
            ]}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Seismic tracker data">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <SwitchAt
            label="Weak-axis seismic"
            path={['seismic', 'weakAxis']}
            description="The horizontal seismic load bends the pile about its weak axis"
          />
          <SelectAt
            label="Design code"
            path={[...TRACKER, 'designCode']}
            options={DESIGN_CODES.map((c) => ({ value: c, label: c }))}
            description="Leave as the project's when empty"
          />
          <SelectAt
            label="Risk category"
            path={[...TRACKER, 'riskCategory']}
            options={['I', 'II', 'III', 'IV'].map((r, i) => ({ value: String(i + 1), label: r }))}
            numeric
          />
          <SelectAt
            label="Wings"
            path={[...TRACKER, 'wingMode']}
            options={[
              { value: '1', label: 'Balanced' },
              { value: '2', label: 'Unbalanced' },
            ]}
            numeric
          />
          <SelectAt
            label="Load case"
            path={[...TRACKER, 'loadCase']}
            options={[
              { value: 'W', label: 'W' },
              { value: 'Ez', label: 'Ez' },
            ]}
          />
          <SelectAt
            label="Stow angle"
            path={[...TRACKER, 'stowAngleDeg']}
            options={[50, 60, 75].map((a) => ({ value: String(a), label: `${a}°` }))}
            numeric
          />
          <UnitFieldAt label="Slope" path={[...TRACKER, 'slopeDeg']} unit={DEGREES} signed />
          <UnitFieldAt label="Ground snow" path={[...TRACKER, 'groundSnow_Pa']} unit="pressure" />
          <UnitFieldAt label="Snow load" path={[...TRACKER, 'snowLoad_N_per_m']} unit="lineLoad" />
          <UnitFieldAt label="Tracker length" path={[...TRACKER, 'trackerLength_m']} unit="length" />
          <UnitFieldAt label="Exterior piers" path={[...TRACKER, 'exteriorPierCount']} unit={PLAIN} />
          <UnitFieldAt label="Interior piers" path={[...TRACKER, 'interiorPierCount']} unit={PLAIN} />
          <UnitFieldAt label="Ce" path={[...TRACKER, 'Ce']} unit={PLAIN} description="Snow exposure factor" />
          <UnitFieldAt label="Ct" path={[...TRACKER, 'Ct']} unit={PLAIN} description="Snow thermal factor" />
          <UnitFieldAt
            label="W"
            path={[...TRACKER, 'W_N']}
            unit="force"
            description="Seismic weight per pier"
          />
          <UnitFieldAt label="Dlz" path={[...TRACKER, 'Dlz_N']} unit="force" />
          <UnitFieldAt label="Ez" path={[...TRACKER, 'Ez_N']} unit="force" />
          <UnitFieldAt label="Dly" path={[...TRACKER, 'Dly_N']} unit="force" signed />
        </SimpleGrid>
      </Fieldset>
      {mode === 1 ? (
        <Alert variant="light" color="blue" title="Pier load table">
          In design mode 1 the seismic pier loads come from the tracker's pier load table (lw_ext, rw_ext,
          lw_int, rw_int), loaded with the design input file (Design input tab).
        </Alert>
      ) : (
        <SpreadsheetTable
          label="Seismic pier rows"
          rowCount={rows.count}
          columns={customColumns}
          ensureRows={rows.ensureRows}
          removeRow={rows.removeRow}
          readOnly={f.readOnly}
          error={f.errorOf(['seismic', 'tracker', 'customRows'])}
          addLabel="Add pier row"
        />
      )}
    </Stack>
  );
}
