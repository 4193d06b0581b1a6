import { Code, Table, Text } from '@mantine/core';
import { describeInputPath } from '../lib/input-path';
import { TableScroll } from './table-scroll';

type Props = {
  errors: readonly { path: string; message: string }[];
  /** The table's accessible name. */
  label: string;
  /** The design input the paths are into: names load values by their load case or column. */
  input?: unknown;
};

// Every problem of a design input with where it is (group, row, field) and the raw path, so the
// engineer can find it in the file.
export function InputErrorList({ errors, label, input }: Props) {
  return (
    <TableScroll minWidth={640} label={label}>
      <Table withTableBorder striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Group</Table.Th>
            <Table.Th>Row</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Problem</Table.Th>
            <Table.Th>Path</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((e, i) => {
            const where = describeInputPath(e.path, input);
            return (
              <Table.Tr key={`${e.path}-${i}`}>
                <Table.Td>{where.group}</Table.Td>
                <Table.Td>{where.row}</Table.Td>
                <Table.Td>{where.field}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="red.9">
                    {e.message}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Code>{e.path}</Code>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
