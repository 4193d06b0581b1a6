import { NativeSelect } from '@mantine/core';
import { DESIGN_MODE_NAMES, type DesignMode } from '@pilewise/engine';
import { useSession } from '../../../stores/session';
import { useInputForm } from '../form-context';
import { getAt, setAt } from '../input-path';
import { emptyTrackerLoads } from '../tracker-defaults';

/** The tables of the modes left in this session, so switching back restores them. */
const leftBehind = new Map<DesignMode, unknown>();

/** Spec §9 order of the choice: Generic first (the default), then the tracker companies. */
const ORDER: readonly DesignMode[] = [2, 1, 4, 3];

/**
 * Design Mode (spec §3 General Settings; §9 tracker companies): Generic, Nextracker, Array Tech,
 * Nevados, limited to the modes the user may use (user.designModes, set by the Admin; the server
 * refuses a run or save in another). Switching mode keeps the other mode's tables for this session.
 */
export function DesignModeField() {
  const f = useInputForm();
  const user = useSession((s) => s.user);
  const mode = (getAt(f.input, ['tracker', 'mode']) ?? 2) as DesignMode;
  const allowed = user?.designModes?.length ? user.designModes : ORDER;
  const options = ORDER.filter((m) => allowed.includes(m) || m === mode).map((m) => ({
    value: String(m),
    label: `${DESIGN_MODE_NAMES[m]}${allowed.includes(m) ? '' : ' (not allowed for your account)'}`,
  }));
  return (
    <NativeSelect
      label="Design Mode"
      description="The tracker company whose pier load tables the project uses"
      value={String(mode)}
      data={options}
      disabled={f.readOnly}
      error={
        allowed.includes(mode) ? f.errorOf(['tracker', 'mode']) : 'Your account may not use this design mode'
      }
      onChange={(e) => {
        const next = Number(e.currentTarget.value) as DesignMode;
        if (next === mode) return;
        f.update((input) => {
          leftBehind.set(mode, getAt(input, ['tracker']));
          const height = (getAt(input, ['pileHeights_m', 0]) as number | undefined) ?? 1.4;
          return setAt(input, ['tracker'], leftBehind.get(next) ?? emptyTrackerLoads(next, height));
        });
      }}
    />
  );
}
