// The pier head load group a project starts from when its design mode is chosen: empty tables
// to fill (nothing here is a load value), and the choices each company's files usually make.
import type { DesignMode } from '@pilewise/engine';

export function emptyTrackerLoads(mode: DesignMode, loadHeight_m: number): Record<string, unknown> {
  switch (mode) {
    case 1:
      return {
        mode,
        nextracker: { loadCases: ['D', 'S', 'W'], pierTypes: [], rows: [], reversibleCases: [] },
      };
    case 2:
      return { mode, generic: { loadHeight_m, rows: [], reversibleCases: [] } };
    case 3:
      return {
        mode,
        nevados: {
          rows: [],
          axialPositive: 'compression',
          transverseIsStrongAxis: true,
          reversibleCases: [],
        },
      };
    case 4:
      return {
        mode,
        ati_pier_loads: {
          groundForceTables: [],
          selectedColumns: {
            P_N: 'Axial',
            Vx_N: 'Shear X',
            Vy_N: 'Shear Y',
            Mx_Nm: 'Moment X',
            My_Nm: 'Moment Y',
          },
          load_factor_moment: 1,
          interpolate_heights: true,
          forcesAt: 'ground',
          reversibleCases: [],
        },
      };
  }
}
