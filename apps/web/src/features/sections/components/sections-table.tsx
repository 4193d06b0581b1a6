import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanySection, UnitSystem } from '@pilewise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteSection } from '../api/sections';
import { fromSectionSI, unitLabel } from '../section-units';
import { TableScroll } from '../../../components/table-scroll';

const plates = (s: CompanySection, system: UnitSystem) => {
  const f = (field: 'd_m' | 'bf_m' | 'tf_m' | 'tw_m' | 'od_m' | 't_m', v: number) =>
    Number(fromSectionSI(field, v, system).toPrecision(4)).toString();
  const sec = s.section;
  return sec.kind === 'pipe'
    ? `D ${f('od_m', sec.od_m)} × t ${f('t_m', sec.t_m)} ${unitLabel('od_m', system)}`
    : `d ${f('d_m', sec.d_m)} · bf ${f('bf_m', sec.bf_m)} · tf ${f('tf_m', sec.tf_m)} · tw ${f('tw_m', sec.tw_m)} ${unitLabel('d_m', system)}`;
};

export function SectionsTable({
  sections,
  system,
  canEdit,
  onEdit,
}: {
  sections: CompanySection[];
  system: UnitSystem;
  canEdit: boolean;
  onEdit: (s: CompanySection) => void;
}) {
  const remove = useDeleteSection();
  const confirmDelete = (s: CompanySection) =>
    modals.openConfirmModal({
      title: `Delete ${s.name}?`,
      children: (
        <Text size="sm">
          Runs already made keep their copy of {s.name}. A project that searches family {s.family} and has no
          copy of its own will no longer find it.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(s._id, {
          onSuccess: (res) => notifySuccess(res.message),
          onError: (err) => notifyError(err),
        }),
    });

  if (sections.length === 0)
    return (
      <Text size="sm" p="md">
        No sections yet. Add the company’s own shapes (NXT posts, mill shapes outside the AISC database such
        as W6x7) from the supplier’s sheet.
      </Text>
    );
  return (
    <TableScroll minWidth={900} label="Company sections">
      <Table striped withTableBorder aria-label="Company sections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Family</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Dimensions</Table.Th>
            <Table.Th>Weight ({system === 'imperial' ? 'lb/ft' : 'kg/m'})</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((s) => (
            <Table.Tr key={s._id}>
              <Table.Td>{s.family}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{plates(s, system)}</Text>
              </Table.Td>
              <Table.Td>
                {s.weight_lb_per_ft === null
                  ? '—'
                  : (system === 'imperial' ? s.weight_lb_per_ft : s.weight_lb_per_ft * 1.48816).toFixed(2)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.source}</Text>
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onEdit(s)} aria-label={`Edit ${s.name}`}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => confirmDelete(s)}
                      aria-label={`Delete ${s.name}`}
                    >
                      Delete
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
