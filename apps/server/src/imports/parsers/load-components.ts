// The five head-load components as tracker files name them, and the unit kind of each.
import type { LoadComponent } from '@pilewise/engine';
import { normaliseName } from '../excel/header-units';

const COMPONENT_NAMES: Record<LoadComponent, readonly string[]> = {
  P_N: ['P', 'Axial', 'Vertical', 'Fz', 'Axial force'],
  Vx_N: ['Vx', 'Shear X', 'Shear x', 'Fx', 'Shear strong'],
  Vy_N: ['Vy', 'Shear Y', 'Fy', 'Shear weak'],
  Mx_Nm: ['Mx', 'Moment X', 'Moment X at grade', 'Moment strong'],
  My_Nm: ['My', 'Moment Y', 'Moment Y at grade', 'Moment weak'],
};

/** The template's own names. */
export const COMPONENT_LABELS: Record<LoadComponent, string> = {
  P_N: 'P',
  Vx_N: 'Vx',
  Vy_N: 'Vy',
  Mx_Nm: 'Mx',
  My_Nm: 'My',
};

export function componentOf(name: string): LoadComponent | null {
  const n = normaliseName(name);
  for (const [c, names] of Object.entries(COMPONENT_NAMES))
    if (names.some((x) => normaliseName(x) === n)) return c as LoadComponent;
  return null;
}

export const isMoment = (c: LoadComponent) => c === 'Mx_Nm' || c === 'My_Nm';
