import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { LIMITS } from '@pilewise/contracts';
import { paths } from '../../../config/paths';
import { useSignUp } from '../../../features/auth/api/auth';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { NewPasswordFields } from '../../../features/auth/components/new-password-fields';
import { validateSignUp, type SignUpValues } from '../../../features/auth/validation';
import { notifyError } from '../../../lib/notify';

export default function SignUpRoute() {
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      password: '',
      confirmPassword: '',
    },
    validate: validateSignUp,
  });

  const submit = form.onSubmit(({ confirmPassword: _confirm, ...body }) => {
    signUp.mutate(body, { onError: (err) => notifyError(err, 'Sign-up failed') });
  });

  return (
    <AuthShell
      width={520}
      title="Create your account"
      subtitle={`Start a ${LIMITS.TRIAL_DAYS}-day free trial. You become the admin of your company's account.`}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.signIn}>
            Sign in
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="First name"
              autoComplete="given-name"
              placeholder="Enter First name"
              withAsterisk
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              placeholder="Enter Last name"
              withAsterisk
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Enter Email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Company name"
            autoComplete="organization"
            placeholder="Enter Company name"
            withAsterisk
            {...form.getInputProps('companyName')}
          />
          <NewPasswordFields
            label="Password"
            password={form.values.password}
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirmPassword')}
            rulesId="password-rules"
          />
          <Text size="xs" c="gray.7">
            By creating an account you accept the{' '}
            <Anchor component={Link} to={paths.terms} size="xs" underline="always">
              Terms and Conditions
            </Anchor>{' '}
            and the{' '}
            <Anchor component={Link} to={paths.privacy} size="xs" underline="always">
              Privacy Policy
            </Anchor>
            .
          </Text>
          <Group grow>
            <Button type="submit" loading={signUp.isPending}>
              Create account
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}
