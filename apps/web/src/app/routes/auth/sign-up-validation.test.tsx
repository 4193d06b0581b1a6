import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE, PASSWORDS_DONT_MATCH_MESSAGE } from '@pilewise/contracts';
import SignUpRoute from './sign-up';
import { renderWithProviders } from '../../../testing/render';
import { validateNewPassword, validateSignUp } from '../../../features/auth/validation';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyName: 'Acme',
  password: 'Strong#Pass1',
  confirmPassword: 'Strong#Pass1',
};

describe('password rule (spec §5)', () => {
  it('accepts a password with every kind of character', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(validateNewPassword({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual({});
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no lowercase', 'ABCDEFG1!'],
    ['no uppercase', 'abcdefg1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special character', 'Abcdefgh1'],
    ['a special character outside the set', 'Abcdefg1?'],
  ])('refuses a password with %s', (_why, password) => {
    expect(validateSignUp({ ...valid, password, confirmPassword: password }).password).toBe(
      PASSWORD_RULE_MESSAGE,
    );
    expect(validateNewPassword({ password, confirmPassword: password }).password).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('requires the confirmation to match', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'Strong#Pass2' }).confirmPassword).toBe(
      PASSWORDS_DONT_MATCH_MESSAGE,
    );
    expect(validateNewPassword({ password: 'Abcdef1!', confirmPassword: 'x' }).confirmPassword).toBe(
      PASSWORDS_DONT_MATCH_MESSAGE,
    );
  });

  it('shows the rule next to the password on the sign-up screen and does not submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpRoute />, { route: '/sign-up' });
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Company name/), 'Acme');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'weakpass');
    await user.type(screen.getByLabelText(/^Confirm password/), 'weakpass2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DONT_MATCH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
      PASSWORD_RULE_MESSAGE,
    );
  });
});
