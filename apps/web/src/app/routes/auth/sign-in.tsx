import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { signInBodySchema, type SignInBody } from '@pilewise/contracts';
import { paths } from '../../../config/paths';
import { useSignIn } from '../../../features/auth/api/auth';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { schemaValidator } from '../../../lib/form';
import { notifyError } from '../../../lib/notify';

export default function SignInRoute() {
  const signIn = useSignIn();
  const form = useForm<SignInBody>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaValidator<SignInBody>(signInBodySchema),
  });

  const submit = form.onSubmit((values) => {
    signIn.mutate(values, { onError: (err) => notifyError(err, 'Sign-in failed') });
  });

  return (
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to your projects."
      footer={
        <>
          New to PileWise?{' '}
          <Anchor component={Link} to={paths.signUp}>
            Create an account
          </Anchor>
        </>
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
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Enter Password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={signIn.isPending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
