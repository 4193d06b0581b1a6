import { Alert, Tabs, Tooltip } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { tabColor, visibleInputTabs, type TabSettings } from '../project-tabs';

// The input tabs with the colour rule of spec §2. The forms behind them arrive with the
// design-input work; until then each panel says so.
export function InputTabBar({ settings }: { settings: TabSettings }) {
  const tabs = visibleInputTabs(settings);
  const first = tabs.find((t) => !t.disabled)?.tab ?? null;
  return (
    <Tabs defaultValue={first} variant="outline" keepMounted={false}>
      <Tabs.List aria-label="Project inputs">
        {tabs.map(({ tab, disabled, reason }) => {
          const color = tabColor({ hasError: false, touched: false, disabled });
          const node = (
            <Tabs.Tab key={tab} value={tab} disabled={disabled} color={color} data-color={color}>
              {tab}
            </Tabs.Tab>
          );
          return reason ? (
            <Tooltip key={tab} label={reason} withArrow>
              <span>{node}</span>
            </Tooltip>
          ) : (
            node
          );
        })}
      </Tabs.List>
      {tabs.map(({ tab }) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          <Alert
            variant="light"
            color="gray"
            icon={<IconHourglassEmpty size={18} />}
            title="Not available yet"
          >
            The {tab} inputs are part of a later release. Nothing entered here is saved or used yet.
          </Alert>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
