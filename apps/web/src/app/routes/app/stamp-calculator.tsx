import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { catalogFamilies, sectionsInFamily } from '@pilewise/engine';
import { formatWithUnit, type StampSheetResponse, type UnitSystem } from '@pilewise/contracts';
import { EFFECTIVE_LENGTH_FIELDS, SETTINGS_FIELDS } from '@pilewise/presentation';
import { InputErrorList } from '../../../components/input-error-list';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { whenIdle } from '../../../lib/preloadable';
import { InputFormContext, type InputForm } from '../../../features/project-input/form-context';
import { setAt, type Path } from '../../../features/project-input/input-path';
import { checkInput } from '../../../features/project-input/use-input-check';
import { CorrosionForm } from '../../../features/project-input/components/corrosion-form';
import { PileHeadLoadsForm } from '../../../features/project-input/components/pile-head-loads-form';
import { SoilForm } from '../../../features/project-input/components/soil-form';
import { FieldAt } from '../../../features/project-input/components/field-at';
import { UnitFieldAt } from '../../../features/project-input/components/unit-field-at';
import { VerticalForm } from '../../../features/project-input/components/vertical-form';
import { PierChecksTable } from '../../../features/runs/components/pier-checks-table';
import { preloadProfileCharts, ProfileCharts } from '../../../features/runs/components/profile-charts-loader';
import { ProfileHeadlines } from '../../../features/runs/components/profile-headlines';
import { useCompanySections } from '../../../features/sections/api/sections';
import {
  useCalculateStampSheet,
  useDownloadStampSheet,
} from '../../../features/stamp-calculator/api/stamp-calculator-api';
import {
  blankSheet,
  exampleSheet,
  onePile,
  sheetBody,
  sheetChoice,
} from '../../../features/stamp-calculator/sheet-input';

const loadExample = () =>
  import('@pilewise/engine/examples/projects/generic-100mw-site-d.json').then((m) => m.default);

/** The steel of the sheet's pile, beside K: design method, Fy and E. */
const STEEL_FIELDS = SETTINGS_FIELDS.filter((f) =>
  (['designMethod', 'yieldStrength_ksi', 'steelModulus_Pa'] as string[]).includes(f.key),
);

/**
 * Spec §1/§2 /stampcalculator: one pile (section, embedment, soil, head loads) computed on the
 * server as a design run computes it, every check with its working and the four profiles, and the
 * sheet as a PDF to stamp. The route composes the input forms, the result views and the calls.
 */
export default function StampCalculator() {
  // the sheet's charts load while the engineer fills it in, so they show with the first answer
  useEffect(() => whenIdle(() => void preloadProfileCharts()), []);
  const [system] = useState<UnitSystem>('imperial');
  const [input, setInput] = useState<unknown>(() => blankSheet(system));
  const latest = useRef<unknown>(input);
  const [title, setTitle] = useState('');
  const calc = useCalculateStampSheet();
  const pdf = useDownloadStampSheet();
  const library = useCompanySections();

  const replace = (next: unknown) => {
    latest.current = next;
    setInput(next);
    calc.reset();
  };
  // The example is a chunk of its own, loaded on demand: until it is in, Calculate waits. A click
  // meanwhile computed the blank sheet, whose answer the example's arrival then cleared.
  const [loadingExample, setLoadingExample] = useState(false);
  const startFromExample = () => {
    setLoadingExample(true);
    void loadExample()
      .then((ex) => replace(exampleSheet(ex)))
      .finally(() => setLoadingExample(false));
  };
  const check = useMemo(() => checkInput(onePile(input), system), [input, system]);
  const form: InputForm = useMemo(
    () => ({
      input,
      system,
      readOnly: false,
      check,
      setField: (path: Path, value: unknown) => replace(setAt(latest.current, path, value)),
      update: (fn: (i: unknown) => unknown) => replace(fn(latest.current)),
      latest: () => latest.current,
      batch: (edits: () => void) => edits(),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [input, check, system],
  );
  // The forms read a handle (InputFormHandle); one small sheet can afford a new one per edit.
  const formHandle = useMemo(() => ({ current: form }), [form]);

  const choice = sheetChoice(input);
  const own = library.data ?? [];
  const sectionOptions = [
    ...catalogFamilies().map((family) => ({
      group: `${family} (AISC)`,
      items: sectionsInFamily(family).map((s) => s.name),
    })),
    ...(own.length > 0 ? [{ group: 'Company sections', items: own.map((s) => s.name) }] : []),
  ];
  const chooseSection = (name: string | null) => {
    if (!name) return;
    const mine = own.find((s) => s.name === name);
    const family = mine?.family ?? sectionOptions.find((g) => g.items.includes(name))?.group.split(' ')[0];
    let next = setAt(latest.current, ['settings', 'minSection'], name);
    next = setAt(next, ['settings', 'sectionFamily'], family ?? 'W6');
    next = setAt(next, ['settings', 'userSections'], mine ? [mine.section] : []);
    replace(next);
  };

  const body = sheetBody(input, title);
  const serverErrors = calc.error instanceof ApiError ? calc.error.errors : [];
  const result: StampSheetResponse | undefined = calc.data;
  const fileName = `Stamp sheet ${title ? `${title} ` : ''}${choice.section}.pdf`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            Stamping calculator
          </Title>
          <Text size="sm" c="gray.7">
            One pile: a section, an embedment, a soil profile and its head loads. Every check with its working
            and the four profiles, and the calculation sheet as a PDF to stamp.
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" loading={loadingExample} onClick={startFromExample}>
            Start from the example
          </Button>
          <Button variant="subtle" onClick={() => replace(blankSheet(system))}>
            Clear
          </Button>
        </Group>
      </Group>

      <InputFormContext.Provider value={formHandle}>
        <Fieldset legend="Pile">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
            <TextInput
              label="Pile mark or title"
              description="Printed at the top of the sheet"
              value={title}
              maxLength={120}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <Select
              label="Section"
              searchable
              data={sectionOptions}
              value={choice.section || null}
              onChange={chooseSection}
              allowDeselect={false}
              error={check.errorAt('settings.minSection')}
            />
            <UnitFieldAt label="Embedment" path={['settings', 'minEmbed_m']} unit="length" />
            <UnitFieldAt label="Pile height (reveal)" path={['pileHeights_m', 0]} unit="length" />
            <UnitFieldAt label="Load height" path={['tracker', 'generic', 'loadHeight_m']} unit="length" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, lg: 4 }} mt="sm">
            <UnitFieldAt
              label="Top limit, strong axis"
              path={['settings', 'deflectionLimits', 'strong', 'top_m']}
              unit="deflection"
            />
            <UnitFieldAt
              label="Grade limit, strong axis"
              path={['settings', 'deflectionLimits', 'strong', 'grade_m']}
              unit="deflection"
            />
            <UnitFieldAt
              label="Top limit, weak axis"
              path={['settings', 'deflectionLimits', 'weak', 'top_m']}
              unit="deflection"
            />
            <UnitFieldAt
              label="Grade limit, weak axis"
              path={['settings', 'deflectionLimits', 'weak', 'grade_m']}
              unit="deflection"
            />
          </SimpleGrid>
          {/*
            the steel as on a project's Settings: its design method, Fy and E, and the check's K
            per axis (2.1 when empty); the sheet took 50 ksi and ASD with no way to change them
          */}
          {/* one column on a phone: two cut the Design Method to 'ASD (Ω; soil FS) (def' */}
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} mt="sm">
            {[...STEEL_FIELDS, ...EFFECTIVE_LENGTH_FIELDS].map((f) => (
              <FieldAt key={f.key} field={f} group={['settings']} />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Tabs defaultValue="soil" keepMounted={false}>
          <Tabs.List aria-label="Pile input">
            <Tabs.Tab value="soil" color={check.errorsUnder('soil').length ? 'red' : undefined}>
              Soil
            </Tabs.Tab>
            <Tabs.Tab value="loads" color={check.errorsUnder('tracker').length ? 'red' : undefined}>
              Pile head loads
            </Tabs.Tab>
            <Tabs.Tab value="corrosion">Corrosion</Tabs.Tab>
            <Tabs.Tab value="vertical">Vertical</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="soil" pt="sm">
            <SoilForm />
          </Tabs.Panel>
          <Tabs.Panel value="loads" pt="sm">
            <PileHeadLoadsForm />
          </Tabs.Panel>
          <Tabs.Panel value="corrosion" pt="sm">
            <CorrosionForm />
          </Tabs.Panel>
          <Tabs.Panel value="vertical" pt="sm">
            <VerticalForm />
          </Tabs.Panel>
        </Tabs>
      </InputFormContext.Provider>

      <Group>
        <Button onClick={() => calc.mutate(body)} loading={calc.isPending} disabled={loadingExample}>
          Calculate
        </Button>
        <Button
          variant="outline"
          onClick={() => pdf.mutate({ body, fileName })}
          loading={pdf.isPending}
          disabled={!result}
        >
          Download PDF
        </Button>
        {check.errors.length > 0 && (
          <Text size="sm" c="red.8">
            {check.errors.length} field{check.errors.length === 1 ? '' : 's'} to fix before the sheet can be
            computed
          </Text>
        )}
      </Group>
      {calc.error && (
        <Alert color="red" title="The sheet could not be computed">
          <Text size="sm">{errorMessage(calc.error)}</Text>
          {serverErrors.length > 0 && (
            <InputErrorList
              label="Problems of the pile's input"
              errors={serverErrors.map((e) => ({ ...e, path: e.path.replace(/^input\./, '') }))}
            />
          )}
        </Alert>
      )}
      {pdf.error && (
        <Alert color="red" title="The PDF could not be made">
          {errorMessage(pdf.error)}
        </Alert>
      )}
      {result && (
        <Stack gap="sm" aria-label="Calculation sheet" component="section">
          <Group gap="sm">
            <Title order={2} fz="h4">
              {result.pier.section.name}, embedment{' '}
              {formatWithUnit('length', result.pier.embedment_m, system)}
            </Title>
            <Badge color={result.pier.status === 'pass' ? 'green' : 'red'} variant="light">
              {result.pier.status === 'pass' ? 'Passes every check' : 'Fails a check'}
            </Badge>
          </Group>
          {result.warnings.length > 0 && (
            <Alert color="yellow" title="Warnings">
              <Stack gap={2}>
                {result.warnings.map((w) => (
                  <Text size="sm" key={w}>
                    {w}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <PierChecksTable checks={result.pier.checks} unitSystem={system} label="Checks of the pile" />
          <ProfileHeadlines pier={result.pier} unitSystem={system} id="stamp-headlines" />
          <Suspense fallback={<Loader size="sm" />}>
            <ProfileCharts pier={result.pier} unitSystem={system} describedBy="stamp-headlines" />
          </Suspense>
        </Stack>
      )}
    </Stack>
  );
}
