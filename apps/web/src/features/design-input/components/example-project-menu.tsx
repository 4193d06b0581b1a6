import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFlask } from '@tabler/icons-react';
import { EXAMPLE_PROJECTS, type ExampleProject } from '../examples';

type Props = {
  /** The example picked (its JSON loads from its own chunk then). */
  onPick: (example: ExampleProject) => void;
  loading?: boolean;
};

// The engine's example projects, offered where a user has none yet: one opens as a whole
// project (details, soil, loads) ready to run.
export function ExampleProjectMenu({ onPick, loading = false }: Props) {
  return (
    <Menu position="bottom" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFlask size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={loading}
        >
          Open an example project
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXAMPLE_PROJECTS.map((e) => (
          <Menu.Item key={e.id} onClick={() => onPick(e)}>
            {e.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
