import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { acceptsNumericText, isBlockedNumericKey, NumericInput, type NumericPattern } from './numeric-input';

function Harness({ pattern }: { pattern?: NumericPattern }) {
  const [value, setValue] = useState('');
  return <NumericInput label="Embed depth" unit="ft" value={value} onChange={setValue} pattern={pattern} />;
}

describe('numeric input rules (spec §5)', () => {
  it.each(['+', 'e', 'E', 'ArrowUp', 'ArrowDown'])('blocks the %s key', (key) => {
    expect(isBlockedNumericKey(key)).toBe(true);
  });

  it.each(['1', '.', '-', 'Backspace', 'ArrowLeft', 'Tab'])('lets %s through', (key) => {
    expect(isBlockedNumericKey(key)).toBe(false);
  });

  it.each<[NumericPattern, string, boolean]>([
    ['unsigned', '12.5', true],
    ['unsigned', '-1', false],
    ['unsigned', '1.2.3', false],
    ['signed', '-12.5', true],
    ['signed', '-', true],
    ['signed', '1-', false],
    ['nonPositive', '-3.2', true],
    ['nonPositive', '0', true],
    ['nonPositive', '3', false],
  ])('%s accepts "%s": %s', (pattern, text, ok) => {
    expect(acceptsNumericText(text, pattern)).toBe(ok);
  });

  it('reads a pasted run of 100,000 digits (the patterns read each digit one way)', () => {
    const digits = '1'.repeat(100_000);
    expect(acceptsNumericText(`${digits}.5`, 'unsigned')).toBe(true);
    expect(acceptsNumericText(`-${digits}x`, 'signed')).toBe(false);
    expect(acceptsNumericText(`-${digits}.${digits}`, 'nonPositive')).toBe(true);
  });

  it('ignores + and e while typing, labels and placeholders the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Embed depth');
    expect(input).toHaveAttribute('placeholder', 'Enter Embed depth');
    expect(input).toHaveAttribute('title', 'please enter Embed depth');
    expect(screen.getByText('ft')).toBeInTheDocument();
    await user.type(input, '1e+2.5-');
    expect(input).toHaveValue('12.5');
  });

  it('prevents arrow stepping', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Embed depth');
    expect(fireEvent.keyDown(input, { key: 'ArrowUp' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '5' })).toBe(true);
  });

  it('loses focus on wheel and selects all on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Embed depth');
    await user.type(input, '42.75');
    input.setSelectionRange(5, 5);
    await user.click(input);
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(5);
    expect(input).toHaveFocus();
    fireEvent.wheel(input);
    expect(input).not.toHaveFocus();
  });
});
