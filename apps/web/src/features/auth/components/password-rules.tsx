import { Group, List, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

// The rule of spec §5, one line per requirement, ticked live as the user types.
export const PASSWORD_REQUIREMENTS: { label: string; test: (p: string) => boolean }[] = [
  { label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'A digit', test: (p) => /\d/.test(p) },
  { label: 'One of ! @ # $ % ^ & *', test: (p) => /[!@#$%^&*]/.test(p) },
];

export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} size="xs" spacing={2} listStyleType="none" aria-label="Password requirements">
      {PASSWORD_REQUIREMENTS.map((r) => {
        const ok = r.test(password);
        const Mark = ok ? IconCheck : IconX;
        return (
          <List.Item key={r.label}>
            <Group gap={6} wrap="nowrap">
              <Mark
                size={14}
                color={ok ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-gray-7)'}
                style={{ flexShrink: 0 }}
                aria-hidden="true"
              />
              <Text size="xs" c={ok ? 'var(--mantine-color-green-light-color)' : 'gray.7'}>
                {r.label}
                <span className="visually-hidden">{ok ? ' (met)' : ' (not met)'}</span>
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
