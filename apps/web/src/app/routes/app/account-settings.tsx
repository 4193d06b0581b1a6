import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordBodySchema, type ChangePasswordBody } from '@pilewise/contracts';
import { NewPasswordFields } from '../../../features/auth/components/new-password-fields';
import { useChangePassword } from '../../../features/users/api/change-password';
import { errorMessage } from '../../../lib/api-client';
import { schemaValidator } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';

// Account settings (spec §2): password change.
export default function AccountSettingsRoute() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaValidator<ChangePasswordBody>(changePasswordBodySchema),
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess('Password changed. Your other sessions were signed out.');
      },
    }),
  );

  return (
    <Stack gap="sm" maw={520}>
      <Title order={1} fz={22}>
        Account Settings
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} fz="md">
              Change password
            </Title>
            <Text size="sm" c="gray.7">
              Every other signed-in session of your account is signed out.
            </Text>
            {change.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(change.error)}
              </Alert>
            )}
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              placeholder="Enter Current password"
              withAsterisk
              {...form.getInputProps('currentPassword')}
            />
            <NewPasswordFields
              label="New password"
              password={form.values.newPassword}
              passwordProps={form.getInputProps('newPassword')}
              confirmProps={form.getInputProps('confirmPassword')}
              rulesId="new-password-rules"
            />
            <Button type="submit" loading={change.isPending} w="fit-content">
              Change password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
