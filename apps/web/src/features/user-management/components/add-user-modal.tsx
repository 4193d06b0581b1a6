import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADDABLE_ROLES,
  ROLE_LABELS,
  USER_MODES,
  addUserBodySchema,
  type AddUserBody,
  type AddableRole,
  type UserMode,
} from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { schemaValidator } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useAddUser } from '../api/user-management';
import { showServerFieldError } from '../../../lib/field-errors';

type Values = { firstName: string; lastName: string; email: string; role: AddableRole; userType: UserMode };
const INITIAL: Values = { firstName: '', lastName: '', email: '', role: 'User', userType: 'Engineer' };
const ROLE_OPTIONS = ADDABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const MODE_OPTIONS = USER_MODES.map((m) => ({ value: m, label: `${m} mode` }));

export function AddUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddUser();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: schemaValidator<AddUserBody>(addUserBodySchema),
  });
  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: (res) => {
        notifySuccess(res.message);
        close();
      },
      onError: (err) => void showServerFieldError(form, err),
    }),
  );
  // A refusal that names no input of the form (no free seat) shows above the buttons.
  const formError = add.isError && !Object.keys(form.errors).length ? errorMessage(add.error) : null;

  return (
    <Modal opened={opened} onClose={close} title="Add user" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" withAsterisk data-autofocus {...form.getInputProps('firstName')} />
            <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            description="They get a mail with a code to set their password."
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Role"
              withAsterisk
              data={ROLE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
            <Select
              label="User mode"
              data={MODE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('userType')}
            />
          </SimpleGrid>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
