import { Alert, List, Stack } from '@mantine/core';
import { LOAD_CONVENTIONS } from '@pilewise/presentation';
import { useLoadHeightOverride } from '../../load-height-override';

/**
 * The sign and axis conventions of the pier head load tables, stated beside them (engine
 * loads/load-case.ts), and where the loads act when the Design Load Application (Settings)
 * overrides the tables' load heights.
 */
export function LoadConventions({ extra }: { extra?: readonly string[] }) {
  const override = useLoadHeightOverride();
  return (
    <Stack gap="xs">
      <Alert variant="light" color="blue" title="Load conventions" p="xs">
        <List size="xs" spacing={2}>
          {[...LOAD_CONVENTIONS, ...(extra ?? [])].map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Alert>
      {override && (
        <Alert variant="light" color="orange" title="Load height overridden" p="xs">
          {override}
        </Alert>
      )}
    </Stack>
  );
}
