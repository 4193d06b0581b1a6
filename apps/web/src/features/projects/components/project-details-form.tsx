import {
  Button,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NumericInput } from '../../../components/numeric-input';
import type { DetailsValues } from '../details-form';

type Props = {
  form: UseFormReturnType<DetailsValues>;
  disabled: boolean;
  saving: 'draft' | 'project' | null;
  onSaveDraft: () => void;
  onSave: () => void;
};

const field = (label: string) => ({ label, placeholder: `Enter ${label}`, title: `please enter ${label}` });

// The Details tab: who the project is for and where the site is.
export function ProjectDetailsForm({ form, disabled, saving, onSaveDraft, onSave }: Props) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      noValidate
    >
      <Stack gap="sm" maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            {...field('Project name')}
            withAsterisk
            disabled={disabled}
            {...form.getInputProps('name')}
          />
          <TextInput
            {...field('Client')}
            withAsterisk
            disabled={disabled}
            {...form.getInputProps('client')}
          />
          <TextInput {...field('Designer')} disabled={disabled} {...form.getInputProps('designer')} />
          <TextInput {...field('Company')} disabled={disabled} {...form.getInputProps('company')} />
          <TextInput
            {...field('Project address')}
            disabled={disabled}
            {...form.getInputProps('projectAddress')}
            style={{ gridColumn: 'span 2' }}
          />
          <NumericInput
            label="Latitude"
            pattern="signed"
            unit="°"
            description="Decimal degrees, north positive"
            disabled={disabled}
            {...form.getInputProps('latitude')}
            value={form.values.latitude}
            onChange={(v) => form.setFieldValue('latitude', v)}
          />
          <NumericInput
            label="Longitude"
            pattern="signed"
            unit="°"
            description="Decimal degrees, east positive"
            disabled={disabled}
            {...form.getInputProps('longitude')}
            value={form.values.longitude}
            onChange={(v) => form.setFieldValue('longitude', v)}
          />
          <Input.Wrapper
            label="Unit system"
            description={
              form.values.unitSystem === 'imperial'
                ? 'ft, in, kip, psf, pcf, ksi'
                : 'm, mm, kN, kPa, kN/m³, MPa'
            }
            id="unit-system"
          >
            <SegmentedControl
              id="unit-system"
              aria-label="Unit system"
              fullWidth
              disabled={disabled}
              data={[
                { value: 'imperial', label: 'Imperial' },
                { value: 'metric', label: 'Metric' },
              ]}
              {...form.getInputProps('unitSystem')}
            />
          </Input.Wrapper>
        </SimpleGrid>
        <Textarea
          {...field('Notes')}
          autosize
          minRows={3}
          maxRows={8}
          disabled={disabled}
          {...form.getInputProps('notes')}
        />
        <Group justify="space-between">
          <Text size="xs" c="gray.7">
            A draft can be saved with anything filled in; saving the project needs its name and client.
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onSaveDraft} disabled={disabled} loading={saving === 'draft'}>
              Save draft
            </Button>
            <Button type="submit" disabled={disabled} loading={saving === 'project'}>
              Save project
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
