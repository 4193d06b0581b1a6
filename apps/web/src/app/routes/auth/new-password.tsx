import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../../../features/auth/api/auth';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { NewPasswordFields } from '../../../features/auth/components/new-password-fields';
import { useResetFlow } from '../../../features/auth/reset-flow-store';
import { validateNewPassword, type NewPasswordValues } from '../../../features/auth/validation';
import { errorMessage } from '../../../lib/api-client';

export default function NewPasswordRoute() {
  const navigate = useNavigate();
  const { email, resetToken, invitation } = useResetFlow();
  const reset = useResetPassword();
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
  });

  if (!email || !resetToken) return <Navigate to={paths.forgotPassword} replace />;

  const submit = form.onSubmit((values) => {
    reset.mutate(
      { email, resetToken, ...values },
      {
        // The flow's state is cleared by the success screen: clearing it here would
        // bounce this screen to /forgot-password before the navigation lands.
        onSuccess: () => void navigate(paths.success),
      },
    );
  });

  return (
    <AuthShell
      title={invitation ? 'Set your password' : 'Set a new password'}
      subtitle={
        invitation
          ? `Welcome to PileWise. Choose the password of your new account, ${email}.`
          : `For ${email}. Every other session will be signed out.`
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {reset.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(reset.error)}
            </Alert>
          )}
          <NewPasswordFields
            label={invitation ? 'Password' : 'New password'}
            password={form.values.password}
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirmPassword')}
            rulesId="new-password-rules"
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {invitation ? 'Set password' : 'Reset password'}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
