import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { INVITATION_VALIDITY_TEXT, LIMITS, otpSchema } from '@pilewise/contracts';
import { paths } from '../../../config/paths';
import { useSendEmail, useVerifyOtp } from '../../../features/auth/api/auth';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { useResetFlow } from '../../../features/auth/reset-flow-store';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';

export default function VerificationRoute() {
  const navigate = useNavigate();
  // The invitation mail of a user an Admin added links here with ?email=&code=&invitation=1.
  const [search] = useSearchParams();
  const invited = search.get('invitation') === '1';
  const invitedEmail = search.get('email')?.trim().toLowerCase() || null;
  const storedEmail = useResetFlow((s) => s.email);
  const email = invitedEmail ?? storedEmail;
  const setEmail = useResetFlow((s) => s.setEmail);
  const setResetToken = useResetFlow((s) => s.setResetToken);
  const verify = useVerifyOtp();
  // A pending invitation is mailed again, else a new code: the server knows which.
  const resend = useSendEmail();
  const [otp, setOtp] = useState(() => (/^\d+$/.test(search.get('code') ?? '') ? search.get('code')! : ''));
  const [error, setError] = useState<string | null>(null);

  if (!email) return <Navigate to={paths.forgotPassword} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid code');
      return;
    }
    setError(null);
    verify.mutate(
      { email, otp: parsed.data },
      {
        onSuccess: (res) => {
          if (email !== storedEmail) setEmail(email);
          setResetToken(res.resetToken, res.invitation);
          void navigate(paths.newPassword);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <AuthShell
      title="Enter the verification code"
      subtitle={
        <>
          We sent a {LIMITS.OTP_LENGTH}-digit code to <strong>{email}</strong>.{' '}
          {invited
            ? INVITATION_VALIDITY_TEXT
            : `It is valid for ${LIMITS.OTP_TTL_MINUTES} minutes, until you set your password.`}
        </>
      }
      footer={
        <Anchor component={Link} to={paths.forgotPassword}>
          Use another email
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text component="label" htmlFor="otp" size="sm" fw={500}>
            Verification code
          </Text>
          <PinInput
            id="otp"
            length={LIMITS.OTP_LENGTH}
            type="number"
            oneTimeCode
            value={otp}
            onChange={setOtp}
            error={Boolean(error)}
            aria-label="Verification code"
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${LIMITS.OTP_LENGTH}` })}
          />
          {error && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={verify.isPending} fullWidth>
            Verify
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm">Didn&apos;t get it?</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(
                  { email },
                  { onSuccess: (res) => notifySuccess(res.message), onError: (err) => notifyError(err) },
                )
              }
            >
              Resend the code
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}
