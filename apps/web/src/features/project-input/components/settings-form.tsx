import { Fieldset, Group, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DESIGN_CODES, YIELD_STRENGTHS_KSI } from '@pilewise/contracts';
import { sectionsInFamily } from '@pilewise/engine';
import { displayText, fieldUnitLabel, parseDisplayText, PLAIN } from '../field-units';
import { useInputForm } from '../form-context';
import { getAt, setAt } from '../input-path';
import { SelectAt } from './select-at';
import { UnitFieldAt } from './unit-field-at';
import { NEW_VERTICAL } from '../default-input';

const FAMILIES = ['W6', 'W8'];

/** Default corrosion group when it is switched on (FHWA method, hot-dip zinc of ASTM A123 2.0 oz/ft²). */
const NEW_CORROSION = {
  consider: true,
  method: 1,
  resistivity_ohm_cm: 3000,
  designLife_years: 35,
  zincCoating_um: 86,
  zoneDepth_m: 1,
};

/** Pile Heights: a list of reveal heights in the project's length unit, comma-separated. */
function PileHeightsField() {
  const f = useInputForm();
  const heights = f.value(['pileHeights_m']);
  const shown = Array.isArray(heights)
    ? heights.map((h) => (typeof h === 'number' ? displayText('length', h, f.system) : String(h))).join(', ')
    : '';
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  const error = f.errorOf(['pileHeights_m']) ?? f.check.errorsUnder('pileHeights_m')[0]?.message;
  return (
    <TextInput
      label={`Pile heights (${fieldUnitLabel('length', f.system)})`}
      description="Reveal above grade; one design per height, separated by commas"
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
        if (!/^[\d.,\s]*$/.test(next)) return;
        setText(next);
        const values = next
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => parseDisplayText('length', s, f.system));
        f.setField(
          ['pileHeights_m'],
          values.map((v, i) => (v === undefined || Number.isNaN(v) ? next.split(',')[i]!.trim() : v)),
        );
      }}
    />
  );
}

// General Settings (spec §3): sections, steel, limits, embedment range, elements, and which of the
// optional groups (corrosion, seismic, frost) the project considers.
export function SettingsForm() {
  const f = useInputForm();
  const family = String(f.value(['settings', 'sectionFamily']) ?? 'W6');
  const userSections = (f.value(['settings', 'userSections']) as { name?: string; family?: string }[]) ?? [];
  const names = [
    ...sectionsInFamily(family).map((s) => s.name),
    ...userSections.filter((u) => u.family === family && u.name).map((u) => u.name!),
  ];
  const sectionOptions = names.map((n) => ({ value: n, label: n }));
  const families = [...new Set([...FAMILIES, ...userSections.map((u) => u.family ?? '').filter(Boolean)])];

  const switchGroup = (
    label: string,
    path: (string | number)[],
    create: () => void,
    description?: string,
  ) => (
    <Switch
      label={label}
      description={description}
      checked={f.value(path) === true}
      disabled={f.readOnly}
      onChange={(e) => {
        if (f.value(path.slice(0, -1)) === undefined) create();
        else f.setField(path, e.currentTarget.checked);
      }}
    />
  );

  return (
    <Stack gap="md">
      <Fieldset legend="Sections and steel">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <NativeSelect
            label="Section type"
            value={family}
            data={families}
            disabled={f.readOnly}
            error={f.errorOf(['settings', 'sectionFamily'])}
            onChange={(e) => {
              const next = e.currentTarget.value;
              const list = sectionsInFamily(next).map((s) => s.name);
              f.update((input) => {
                let out = setAt(input, ['settings', 'sectionFamily'], next);
                out = setAt(out, ['settings', 'minSection'], list[0] ?? '');
                return setAt(out, ['settings', 'maxSection'], list[list.length - 1] ?? '');
              });
            }}
          />
          <SelectAt label="Min section" path={['settings', 'minSection']} options={sectionOptions} />
          <SelectAt label="Max section" path={['settings', 'maxSection']} options={sectionOptions} />
          <SelectAt
            label="Yield strength (ksi)"
            path={['settings', 'yieldStrength_ksi']}
            options={YIELD_STRENGTHS_KSI.map((v) => ({ value: String(v), label: `${v} ksi` }))}
            numeric
          />
          <UnitFieldAt
            label="Stress limit"
            path={['settings', 'stressLimit']}
            unit={PLAIN}
            description="Largest steel ratio accepted (1.00 = 100 %)"
          />
          <SelectAt
            label="Design code"
            path={['project', 'designCode']}
            options={DESIGN_CODES.map((c) => ({ value: c, label: c }))}
          />
          <SelectAt
            label="Head condition"
            path={['settings', 'headCondition']}
            options={[
              { value: 'free', label: 'Free head' },
              { value: 'fixed', label: 'Fixed head (no rotation)' },
            ]}
          />
          <SelectAt
            label="No of elements"
            path={['settings', 'elements']}
            options={[
              { value: '100', label: '100 (Fast Lane)' },
              { value: '500', label: '500 (Accuracy Lane)' },
            ]}
            numeric
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Pile heights and embedment">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <PileHeightsField />
          <UnitFieldAt label="Min embed" path={['settings', 'minEmbed_m']} unit="length" />
          <UnitFieldAt label="Max embed" path={['settings', 'maxEmbed_m']} unit="length" />
          <UnitFieldAt label="Embed increment" path={['settings', 'embedIncrement_m']} unit="length" />
          <UnitFieldAt
            label="Fixity depth"
            path={['settings', 'fixityDepth_m']}
            unit="length"
            description="Leave empty: not checked"
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Deflection limits (leave empty: not checked)">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(['strong', 'weak'] as const).flatMap((axis) =>
            (
              [
                ['top_m', 'Top (load point)'],
                ['grade_m', 'Grade'],
                ['bottom_m', 'Bottom (toe)'],
              ] as const
            ).map(([key, name]) => (
              <UnitFieldAt
                key={`${axis}-${key}`}
                label={`${name}, ${axis} axis`}
                path={['settings', 'deflectionLimits', axis, key]}
                unit="deflection"
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
            () => f.setField(['loadCombinations'], { loadsNotActing: true }),
            'ASCE 7 §2.3.1 / §2.4.1',
          )}
        </Group>
      </Fieldset>
    </Stack>
  );
}
