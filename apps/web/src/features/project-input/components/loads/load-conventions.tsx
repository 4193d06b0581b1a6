import { Alert, List } from '@mantine/core';
import { LOAD_CONVENTIONS } from '@pilewise/presentation';

/** The sign and axis conventions of the pier head load tables, stated beside them (engine loads/load-case.ts). */
export function LoadConventions({ extra }: { extra?: readonly string[] }) {
  return (
    <Alert variant="light" color="blue" title="Load conventions" p="xs">
      <List size="xs" spacing={2}>
        {[...LOAD_CONVENTIONS, ...(extra ?? [])].map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
