import { Fieldset, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { sectionsInFamily } from '@pilewise/engine';
import {
  DEFLECTION_AXES,
  DEFLECTION_LIMIT_FIELDS,
  DESIGN_LOAD_APPLICATION_OPTIONS,
  EFFECTIVE_LENGTH_PIER_ROW_FIELDS,
  PILE_HEIGHTS_FIELD,
  PROJECT_FIELDS,
  SETTINGS_FIELDS,
} from '@pilewise/presentation';
import { SpreadsheetTable } from '../../../components/spreadsheet-table/spreadsheet-table';
import { usesDecimalComma } from '../../../lib/locale-number';
import { useInputExtensions } from '../../../lib/input-extensions';
import { useSession } from '../../../stores/session';
import { engineDefaultAt, NEW_VERTICAL } from '@pilewise/presentation';
import { displayText, fieldUnitLabel, readTypedNumber } from '../field-units';
import { useInputForm } from '../form-context';
import { getAt, listAt, setAt } from '../input-path';
import { pierTypeIds } from '../pier-types';
import { numberColumn, rowsOf, textColumn } from '../table-columns';
import { DesignModeField } from './design-mode-field';
import { FieldAt } from './field-at';
import { LoadCombinationsForm } from './load-combinations-form';
import { SelectAt } from './select-at';
import classes from './settings-form.module.css';

const FAMILIES = ['W6', 'W8'];

/**
 * The settings' grids fill the width they have with columns at least this wide: beside the live
 * preview a four-column grid (by the screen's width) cut its choices ("100 (Fast Lane" at 1440 px).
 */
const FIELD_MIN_WIDTH_PX = 190;

/** A section of the company's library (H7's features/sections), as the section choice lists it. */
export type CompanySectionChoice = { name: string; family: string; source: string };

const field = (key: (typeof SETTINGS_FIELDS)[number]['key']) => SETTINGS_FIELDS.find((x) => x.key === key)!;

/** Default corrosion group when it is switched on (FHWA method, hot-dip zinc of ASTM A123 2.0 oz/ft²). */
const NEW_CORROSION = {
  consider: true,
  method: 1,
  resistivity_ohm_cm: 3000,
  designLife_years: 35,
  zincCoating_um: 86,
  zoneDepth_m: 1,
};

/**
 * Max Pile Reveal Heights: a list of reveal heights in the project's length unit, separated by
 * commas (semicolons where the locale writes decimal commas; a semicolon always works).
 */
function PileHeightsField() {
  const f = useInputForm();
  const comma = usesDecimalComma();
  const separator = comma ? '; ' : ', ';
  const heights = f.value(['pileHeights_m']);
  const shown = Array.isArray(heights)
    ? heights
        .map((h) => (typeof h === 'number' ? displayText('length', h, f.system) : String(h)))
        .join(separator)
    : '';
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  const parts = text
    .split(comma ? /;/ : /[;,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const refused = parts
    .map((p) => ({ p, r: readTypedNumber('length', p, f.system, false) }))
    .find((x) => !x.r.ok);
  const error =
    (refused && !refused.r.ok ? `“${refused.p}”: ${refused.r.message}` : undefined) ??
    f.errorOf(['pileHeights_m']) ??
    f.check.errorsUnder('pileHeights_m')[0]?.message;
  return (
    <TextInput
      label={`${PILE_HEIGHTS_FIELD.label} (${fieldUnitLabel('length', f.system)})`}
      description={`Max Pile Reveal Heights above grade; one design per height, separated by ${comma ? 'semicolons' : 'commas'}`}
      placeholder="Enter Pile Heights"
      withAsterisk
      value={text}
      disabled={f.readOnly}
      error={error}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false;
        setText(shown);
      }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const values = next
          .split(comma ? /;/ : /[;,]/)
          .map((s) => s.trim())
          .filter(Boolean)
          .map((p) => {
            // A negative height is kept as the number it is: the field says it must not be
            // negative, and the problems list says so too (kept as text, it read "must be a number").
            const r = readTypedNumber('length', p, f.system, true);
            return r.ok ? r.valueSI : p;
          });
        f.setField(['pileHeights_m'], values);
      }}
    />
  );
}

/**
 * Design Load Application: 'As entered' is the engine's default and is stored as no value, so a
 * project that never chose keeps its input (and its results) exactly as before the setting.
 */
function DesignLoadApplicationField() {
  const f = useInputForm();
  const x = field('designLoadApplication');
  const path = ['settings', 'designLoadApplication'];
  const v = f.value(path);
  return (
    <NativeSelect
      label={x.label}
      description={x.description}
      value={typeof v === 'string' ? v : 'asEntered'}
      data={DESIGN_LOAD_APPLICATION_OPTIONS.map((o) => ({ value: o.value, label: o.short }))}
      disabled={f.readOnly}
      error={f.errorOf(path)}
      onChange={(e) => {
        const next = e.currentTarget.value;
        f.setField(path, next === 'asEntered' ? undefined : next);
      }}
    />
  );
}

// General Settings (spec §3): sections, steel, limits, embedment range, elements, and which of the
// optional groups (corrosion, seismic, frost) the project considers.
// Company sections: H7's library hook (features/sections useCompanySections) is passed in by the
// screen that composes the features; until it is, the choice lists the catalogue and the input's
// own userSections.
export function SettingsForm({
  companySections: given,
}: {
  companySections?: readonly CompanySectionChoice[];
}) {
  const f = useInputForm();
  // The company section library, when the editor route provides it (lib/input-extensions).
  const library = useInputExtensions().sectionLibrary;
  const companySections = given ?? library?.sections ?? [];
  const minSection = f.value(['settings', 'minSection']);
  const maxSection = f.value(['settings', 'maxSection']);
  // A library section chosen as Min or Max is copied into the input (settings.userSections):
  // the project keeps its own copy, the engine's check here finds it, the report cites it.
  useEffect(() => {
    if (f.readOnly || !library) return;
    const own = new Set(
      (listAt(f.input, ['settings', 'userSections']) as ({ name?: string } | null)[]).map((u) => u?.name),
    );
    const chosen = [minSection, maxSection].filter((n): n is string => typeof n === 'string');
    if (chosen.some((n) => !own.has(n) && library.sections.some((c) => c.name === n)))
      f.update((input) => library.withCopies(input));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the choice or the library changes
  }, [minSection, maxSection, library]);
  const user = useSession((s) => s.user);
  const family = String(f.value(['settings', 'sectionFamily']) ?? 'W6');
  const userSections = listAt(f.input, ['settings', 'userSections']) as ({
    name?: string;
    family?: string;
  } | null)[];
  const names = [
    ...sectionsInFamily(family).map((s) => s.name),
    ...userSections.flatMap((u) => (u?.family === family && u.name ? [u.name] : [])),
  ];
  const sectionOptions = [
    ...names.map((n) => ({ value: n, label: n })),
    ...companySections
      .filter((c) => c.family === family && !names.includes(c.name))
      .map((c) => ({ value: c.name, label: `${c.name} (${c.source})` })),
  ];
  // Section types the user may use (user.sectionTypes, set by the Admin); the project's own stays listed.
  const allowedFamilies: readonly string[] = user?.sectionTypes?.length ? user.sectionTypes : FAMILIES;
  const families = [
    ...new Set([
      ...FAMILIES.filter((x) => allowedFamilies.includes(x)),
      ...companySections.map((c) => c.family),
      ...userSections.map((u) => u?.family ?? '').filter(Boolean),
      family,
    ]),
  ];

  // A switch left out of the input shows what the engine takes (Investigate loads not acting:
  // on); it read off while the design investigated them. Its group missing, `create` makes it
  // with the switch as turned.
  const switchGroup = (
    label: string,
    path: (string | number)[],
    create: (on: boolean) => void,
    description?: string,
  ) => {
    const value = f.value(path);
    return (
      <Switch
        label={label}
        description={description}
        checked={typeof value === 'boolean' ? value : engineDefaultAt(path) === true}
        disabled={f.readOnly}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          if (f.value(path.slice(0, -1)) === undefined) create(on);
          else f.setField(path, on);
        }}
      />
    );
  };

  return (
    <Stack gap="md">
      <Fieldset legend="Design mode and code">
        <SimpleGrid minColWidth={FIELD_MIN_WIDTH_PX} className={classes.grid}>
          <DesignModeField />
          {PROJECT_FIELDS.filter((x) => x.key === 'designCode').map((x) => (
            <FieldAt key={x.key} field={x} group={['project']} />
          ))}
          <div className={classes.wide}>
            <FieldAt field={field('designMethod')} group={['settings']} />
          </div>
          <FieldAt field={field('headCondition')} group={['settings']} />
          <FieldAt field={field('elements')} group={['settings']} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Sections and steel">
        <SimpleGrid minColWidth={FIELD_MIN_WIDTH_PX} className={classes.grid}>
          <NativeSelect
            label={`${field('sectionFamily').label} (post type)`}
            value={family}
            data={families.map((x) => ({
              value: x,
              label:
                allowedFamilies.includes(x) || !FAMILIES.includes(x)
                  ? x
                  : `${x} (not allowed for your account)`,
            }))}
            disabled={f.readOnly}
            error={
              FAMILIES.includes(family) && !allowedFamilies.includes(family)
                ? 'Your account may not use this section type'
                : f.errorOf(['settings', 'sectionFamily'])
            }
            onChange={(e) => {
              const next = e.currentTarget.value;
              const list = [
                ...sectionsInFamily(next).map((s) => s.name),
                ...companySections.filter((c) => c.family === next).map((c) => c.name),
              ];
              f.update((input) => {
                let out = setAt(input, ['settings', 'sectionFamily'], next);
                out = setAt(out, ['settings', 'minSection'], list[0] ?? '');
                return setAt(out, ['settings', 'maxSection'], list[list.length - 1] ?? '');
              });
            }}
          />
          <SelectAt
            label={field('minSection').label}
            path={['settings', 'minSection']}
            options={sectionOptions}
          />
          <SelectAt
            label={field('maxSection').label}
            path={['settings', 'maxSection']}
            options={sectionOptions}
          />
          <FieldAt field={field('yieldStrength_ksi')} group={['settings']} />
          <FieldAt field={field('stressLimit')} group={['settings']} />
          <FieldAt field={field('steelModulus_Pa')} group={['settings']} />
          <FieldAt field={field('effectiveLengthFactorStrong')} group={['settings']} />
          <FieldAt field={field('effectiveLengthFactorWeak')} group={['settings']} />
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt="xs">
          K is the effective length factor of the steel check about each axis, the pile taken as a column
          fixed at its depth of fixity. Empty takes 2.1, its top free to sway (AISC 360-16 Commentary Table
          C-A-7.1 (e)); the table gives 0.8 where the top is held against sway (b). Whether the torque tube
          holds a pile top about an axis is your judgement.
        </Text>
        <EffectiveLengthByPierType />
      </Fieldset>

      <Fieldset legend="Pile reveal details and embedment">
        <SimpleGrid minColWidth={FIELD_MIN_WIDTH_PX} className={classes.grid}>
          <PileHeightsField />
          <FieldAt field={field('axisOfRotation_m')} group={['settings']} />
          <DesignLoadApplicationField />
          {(['minEmbed_m', 'maxEmbed_m', 'embedIncrement_m', 'fixityDepth_m'] as const).map((key) => (
            <FieldAt key={key} field={field(key)} group={['settings']} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt="xs">
          Post type is the section type above. The Axis of Rotation is the height above grade of the torque
          tube&apos;s rotation axis, where the tracker maker&apos;s pier loads act. The Design Load
          Application says where the design takes them: as entered (each load table&apos;s load height, Input
          tab, Pile Head Loads), at the axis of rotation for every pier type (at or above every pile height),
          or at the top of each pile. The loads reach each pile top as V and M + V·(load height − pile
          height).
        </Text>
      </Fieldset>

      <Fieldset legend="Deflection limits (leave empty: not checked)">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {DEFLECTION_AXES.flatMap((axis) =>
            DEFLECTION_LIMIT_FIELDS.map((x) => (
              <FieldAt
                key={`${axis.key}-${x.key}`}
                field={x}
                group={['settings', 'deflectionLimits', axis.key]}
                label={`${x.label}, ${axis.label}`}
              />
            )),
          )}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="What the design considers">
        <Group gap="xl" align="flex-start">
          {switchGroup('Consider corrosion', ['corrosion', 'consider'], () =>
            f.setField(['corrosion'], { ...NEW_CORROSION }),
          )}
          {switchGroup('Consider seismic', ['seismic', 'consider'], () =>
            f.setField(['seismic'], { consider: true, weakAxis: true, params: {}, tracker: {} }),
          )}
          {switchGroup(
            'Consider frost',
            ['vertical', 'frost', 'consider'],
            () =>
              f.update((input) =>
                getAt(input, ['vertical']) === undefined
                  ? setAt(input, ['vertical'], {
                      ...structuredClone(NEW_VERTICAL),
                      frost: { consider: true, pressure_Pa: 0, depth_m: 0 },
                    })
                  : setAt(input, ['vertical', 'frost'], { consider: true, pressure_Pa: 0, depth_m: 0 }),
              ),
            'Frost pressure and depth on the Vertical tab',
          )}
          {switchGroup(
            'Investigate loads not acting',
            ['loadCombinations', 'loadsNotActing'],
            (on) => f.setField(['loadCombinations'], { loadsNotActing: on }),
            'ASCE 7 §2.3.1 / §2.4.1',
          )}
        </Group>
      </Fieldset>

      <LoadCombinationsForm />
    </Stack>
  );
}

const PIER_K_ROWS = ['settings', 'effectiveLengthByPierType'] as const;

/**
 * K per pier type: a row for a pier type whose pile top the torque tube holds otherwise than
 * the rest's (a motor pier's drive, a bearing pier's); an axis left empty takes the project's K.
 */
function EffectiveLengthByPierType() {
  const f = useInputForm();
  const binding = { form: f, rowsPath: PIER_K_ROWS, rowName: 'Pier type row' };
  const rows = rowsOf(f, PIER_K_ROWS, () => ({ pierType: '' }));
  const piers = pierTypeIds(f.input);
  const columns = EFFECTIVE_LENGTH_PIER_ROW_FIELDS.map((field) =>
    field.key === 'pierType'
      ? textColumn(binding, {
          id: field.key,
          header: field.label,
          key: field.key,
          options: piers.map((p) => ({ value: p, label: p })),
          width: 160,
        })
      : numberColumn(binding, {
          id: field.key,
          header: field.label,
          unit: field.unit,
          key: () => field.key,
          width: 150,
        }),
  );
  return (
    <Stack gap={4} mt="sm">
      <SpreadsheetTable
        label="K per pier type"
        rowCount={rows.count}
        columns={columns}
        ensureRows={rows.ensureRows}
        removeRow={rows.removeRow}
        readOnly={f.readOnly}
        error={f.errorOf([...PIER_K_ROWS])}
        addLabel="Add pier type"
        batch={f.batch}
      />
      <Text size="xs" c="gray.7">
        Only for a pier type whose pile top the torque tube holds otherwise than the rest (a motor pier&apos;s
        drive, a bearing pier&apos;s): its K per axis; an axis left empty takes K above.
      </Text>
    </Stack>
  );
}
