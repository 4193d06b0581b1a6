import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import type { CompanySection, UnitSystem } from '@pilewise/contracts';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddSection, useUpdateSection } from '../api/sections';
import {
  emptySectionForm,
  fieldsOf,
  readSectionForm,
  sectionToForm,
  type SectionFormValues,
  type SectionShapeChoice,
} from '../section-form-values';
import { FIELD_LABELS, unitLabel, type SectionField } from '../section-units';

/** Add (section null) or edit a library section; every field checked by the engine's own rules. */
export function SectionFormModal({
  opened,
  section,
  system,
  onClose,
}: {
  opened: boolean;
  section: CompanySection | null;
  system: UnitSystem;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={section ? `Edit ${section.name}` : 'Add a section'}
    >
      {opened && (
        <SectionForm key={section?._id ?? 'new'} section={section} system={system} onClose={onClose} />
      )}
    </Modal>
  );
}

function SectionForm({
  section,
  system,
  onClose,
}: {
  section: CompanySection | null;
  system: UnitSystem;
  onClose: () => void;
}) {
  const [values, setValues] = useState<SectionFormValues>(() =>
    section ? sectionToForm(section.section, system) : emptySectionForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddSection();
  const update = useUpdateSection();
  const pending = add.isPending || update.isPending;
  const { required, optional } = fieldsOf(values.kind);

  const setText = (key: 'name' | 'family' | 'source', value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setNumber = (field: SectionField, value: string) =>
    setValues((v) => ({ ...v, numbers: { ...v.numbers, [field]: value } }));

  const submit = () => {
    const read = readSectionForm(values, system);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    const done = {
      onSuccess: (res: { message: string }) => {
        notifySuccess(res.message);
        onClose();
      },
      onError: (err: unknown) => {
        // The server names the field ('section.name'): show it there.
        const field = err instanceof ApiError ? err.field?.replace(/^(body\.)?section\./, '') : undefined;
        if (field) setErrors({ [field]: err instanceof Error ? err.message.replace(/^[\w.]+: /, '') : '' });
        else notifyError(err);
      },
    };
    if (section) update.mutate({ id: section._id, section: read.section }, done);
    else add.mutate(read.section, done);
  };

  const numberInput = (field: SectionField, isRequired: boolean) => (
    <TextInput
      key={field}
      label={`${FIELD_LABELS[field]} (${unitLabel(field, system)})`}
      placeholder={isRequired ? undefined : 'from the sheet, optional'}
      inputMode="decimal"
      withAsterisk={isRequired}
      value={values.numbers[field] ?? ''}
      error={errors[field]}
      onChange={(e) => setNumber(field, e.currentTarget.value)}
    />
  );

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Shape"
        value={values.kind}
        onChange={(kind) => setValues((v) => ({ ...v, kind: kind as SectionShapeChoice }))}
        data={[
          { value: 'user-W', label: 'I-shape (d, bf, tf, tw)' },
          { value: 'pipe', label: 'Pipe (D, t)' },
        ]}
        disabled={section !== null}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Name"
          description="As the search and the report show it, e.g. NXT 10 or W6x7"
          withAsterisk
          value={values.name}
          error={errors.name}
          onChange={(e) => setText('name', e.currentTarget.value)}
        />
        <TextInput
          label="Family"
          description="Chosen as Section Type in Settings, e.g. NXT or W6"
          withAsterisk
          value={values.family}
          error={errors.family}
          onChange={(e) => setText('family', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label="Source note"
        description="Where the numbers come from: mill data sheet, vendor drawing (number, revision, date)"
        withAsterisk
        rows={2}
        value={values.source}
        error={errors.source}
        onChange={(e) => setText('source', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>{required.map((f) => numberInput(f, true))}</SimpleGrid>
      {optional.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            Tabulated properties (optional: each one given replaces the value computed from the plates,
            fillets ignored)
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>{optional.map((f) => numberInput(f, false))}</SimpleGrid>
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={pending}>
          {section ? 'Save' : 'Add section'}
        </Button>
      </Group>
    </Stack>
  );
}
