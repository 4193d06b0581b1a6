import { Alert, Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateProfileBodySchema, type UpdateProfileBody, type User } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { isAdmin } from '../../../lib/authorization';
import { schemaValidator } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { showServerFieldError } from '../../../lib/field-errors';
import { useUpdateProfile } from '../api/profile';

type Values = { firstName: string; lastName: string; phone: string; companyName: string };

// Personal info; the company name too for Admins (spec §2: "company name (Admins only)").
export function PersonalInfoForm({ user }: { user: User }) {
  const admin = isAdmin(user);
  const update = useUpdateProfile();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      companyName: user.company.name,
    },
    validate: (values) => schemaValidator<UpdateProfileBody>(updateProfileBodySchema)(toBody(values, admin)),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(toBody(values, admin), {
      onSuccess: (res) => {
        form.resetDirty({ ...values, phone: res.user.phone ?? '' });
        notifySuccess('Personal info saved');
      },
      onError: (err) => void showServerFieldError(form, err),
    }),
  );

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="md">
            Personal info
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
            <TextInput label="Email" value={user.email} readOnly description="Your sign-in name" />
            <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            {admin && <TextInput label="Company name" withAsterisk {...form.getInputProps('companyName')} />}
          </SimpleGrid>
          {update.isError && !Object.keys(form.errors).length && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Button type="submit" loading={update.isPending} w="fit-content">
            Save personal info
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function toBody(values: Values, admin: boolean): UpdateProfileBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    ...(admin ? { companyName: values.companyName } : {}),
  };
}
