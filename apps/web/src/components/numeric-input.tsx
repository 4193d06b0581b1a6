import { forwardRef, type KeyboardEvent, type MouseEvent, type WheelEvent } from 'react';
import { Text, TextInput, type TextInputProps } from '@mantine/core';

// Spec §5 numeric inputs: three patterns, + and e blocked, no arrow stepping,
// blur on wheel (so scrolling the page never changes a value), select all on click.
export type NumericPattern = 'unsigned' | 'signed' | 'nonPositive';

const BLOCKED_KEYS = new Set(['+', 'e', 'E', 'ArrowUp', 'ArrowDown']);

export function isBlockedNumericKey(key: string): boolean {
  return BLOCKED_KEYS.has(key);
}

// Each digit read one way: \d*\.?\d* took quadratic time on a long pasted run of digits.
const PATTERNS: Record<NumericPattern, RegExp> = {
  unsigned: /^\d*(\.\d*)?$/,
  signed: /^-?\d*(\.\d*)?$/,
  // A negative number or zero: an optional leading minus, but a positive value is refused.
  nonPositive: /^(-\d*(\.\d*)?|0*(\.0*)?|-)?$/,
};

/** Whether a typed text may stand in the field (partial input like "-" or "1." is allowed). */
export function acceptsNumericText(text: string, pattern: NumericPattern): boolean {
  return PATTERNS[pattern].test(text);
}

type NumericInputProps = Omit<TextInputProps, 'onChange' | 'value' | 'label'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  pattern?: NumericPattern;
  unit?: string;
  /**
   * Every typed text reaches onChange, which says what is wrong with it (issue 8: a letter is
   * refused with a message, not dropped); + and e are still blocked (spec §5).
   */
  anyText?: boolean;
};

export const NumericInput = forwardRef<HTMLInputElement, NumericInputProps>(function NumericInput(
  { label, value, onChange, pattern = 'unsigned', unit, placeholder, anyText = false, ...rest },
  ref,
) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedNumericKey(event.key)) event.preventDefault();
  };
  const onWheel = (event: WheelEvent<HTMLInputElement>) => event.currentTarget.blur();
  const onClick = (event: MouseEvent<HTMLInputElement>) => event.currentTarget.select();

  return (
    <TextInput
      ref={ref}
      label={label}
      title={`please enter ${label}`}
      placeholder={placeholder ?? `Enter ${label}`}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (anyText || acceptsNumericText(next, pattern)) onChange(next);
      }}
      onKeyDown={onKeyDown}
      onWheel={onWheel}
      onClick={onClick}
      rightSection={
        unit ? (
          <Text size="xs" c="gray.7" pr={4}>
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? Math.max(36, unit.length * 8 + 12) : undefined}
      {...rest}
    />
  );
});
