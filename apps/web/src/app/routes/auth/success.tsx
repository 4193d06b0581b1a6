import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { useResetFlow } from '../../../features/auth/reset-flow-store';

export default function SuccessRoute() {
  const clear = useResetFlow((s) => s.clear);
  // Read before the flow is cleared: a first password (invitation) or a reset.
  const [invitation] = useState(() => useResetFlow.getState().invitation);
  useEffect(() => clear(), [clear]);
  return (
    <AuthShell title={invitation ? 'Password set' : 'Password reset'}>
      <Stack align="center" gap="md">
        <ThemeIcon size={48} radius="xl" color="green" aria-hidden="true">
          <IconCheck size={28} />
        </ThemeIcon>
        <Text ta="center">
          {invitation
            ? 'Your account is ready. Sign in with your email and the password you chose.'
            : 'Your password has been changed. Sign in with the new password.'}
        </Text>
        <Button component={Link} to={paths.signIn} fullWidth>
          Sign in
        </Button>
      </Stack>
    </AuthShell>
  );
}
