import { Group, Text } from '@mantine/core';

type LogoProps = { size?: number; withText?: boolean; inverted?: boolean };

// The PileWise mark: a tracker panel on a steel pile driven below grade.
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#1864ab" />
      <path d="M6 11.5 26 7.5v3L6 14.5z" fill="#fff" />
      <rect x="14.5" y="11" width="3" height="16" fill="#fff" />
      <path d="M4 21h24" stroke="#a5d8ff" strokeWidth="1.5" strokeDasharray="2 1.5" />
    </svg>
  );
}

export function Logo({ size = 28, withText = true, inverted = false }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <LogoMark size={size} />
      {withText && (
        <Text component="span" fw={700} fz={size * 0.68} c={inverted ? 'white' : 'dark.8'} lh={1}>
          PileWise
        </Text>
      )}
    </Group>
  );
}
