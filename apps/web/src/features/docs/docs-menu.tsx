import { NavLink, Stack } from '@mantine/core';
import type { DocSection } from './docs-content';

export function DocsMenu({
  sections,
  active,
  onSelect,
}: {
  sections: DocSection[];
  active: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Stack gap={0} component="nav" aria-label="Docs topics">
      {sections.map((s) => (
        <NavLink
          key={s.id}
          label={s.title}
          active={active === s.id}
          onClick={() => onSelect(s.id)}
          aria-current={active === s.id ? 'true' : undefined}
          py={6}
        />
      ))}
    </Stack>
  );
}
