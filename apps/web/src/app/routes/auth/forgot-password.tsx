import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@pilewise/contracts';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../../../features/auth/api/auth';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { useResetFlow } from '../../../features/auth/reset-flow-store';
import { schemaValidator } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';

export default function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const setEmail = useResetFlow((s) => s.setEmail);
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({
    mode: 'controlled',
    initialValues: { email: useResetFlow.getState().email ?? '' },
    validate: schemaValidator<ForgotPasswordBody>(forgotPasswordBodySchema),
  });

  const submit = form.onSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: (res) => {
        setEmail(values.email.trim().toLowerCase());
        notifySuccess(res.message);
        void navigate(paths.verification);
      },
      onError: (err) => notifyError(err),
    });
  });

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email of your account. We will send you a 6-digit code to reset the password."
      footer={
        <Anchor component={Link} to={paths.signIn}>
          Back to sign in
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Enter Email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={forgot.isPending} fullWidth>
            Send code
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
