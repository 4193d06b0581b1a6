import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordRules } from './password-rules';

type Props = {
  /** Label of the new password, e.g. 'Password' or 'New password'; the confirmation reuses it. */
  label: string;
  /** The new password as typed, for the live rule list. */
  password: string;
  passwordProps: PasswordInputProps;
  confirmProps: PasswordInputProps;
  /** Id of the rule list, unique on the page (linked to the input for screen readers). */
  rulesId: string;
};

/** A new password, the rule of spec §5 ticked as it is typed, and its confirmation. */
export function NewPasswordFields({ label, password, passwordProps, confirmProps, rulesId }: Props) {
  const confirmLabel = `Confirm ${label.toLowerCase()}`;
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        placeholder={`Enter ${label}`}
        withAsterisk
        aria-describedby={rulesId}
        {...passwordProps}
      />
      <PasswordRules id={rulesId} password={password} />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        placeholder={`Enter ${confirmLabel}`}
        withAsterisk
        {...confirmProps}
      />
    </>
  );
}
