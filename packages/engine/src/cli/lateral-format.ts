import type { LateralResult } from '../lateral/result';
import { unitFormat, type PrintUnits } from './print-units';

/** The summary table the CLI prints, in SI or US customary units (depths z below grade). */
export function formatLateralSummary(r: LateralResult, title: string, units: PrintUnits = 'si'): string {
  const u = unitFormat(units);
  const rows: [string, string][] = [
    [
      'status',
      r.status +
        (r.status === 'converged' ? '' : ` at ${(r.loadFraction * 100).toFixed(1)} % of the lateral load`),
    ],
    ...(r.reason === undefined ? [] : ([['reason', r.reason]] as [string, string][])),
    [
      'section',
      `${r.section.name} (${r.section.axis} axis, EI ${u.format('rigidity', r.section.EI_Nm2)}, p-y width ${u.format('width', r.section.pyWidth_m)})`,
    ],
    ['elements / iterations', `${r.nElements} / ${r.iterations}`],
    ['deflection at head', u.format('deflection', r.headDeflection_m)],
    ['deflection at grade', u.format('deflection', r.groundDeflection_m)],
    ['deflection at toe', u.format('deflection', r.toeDeflection_m)],
    ['rotation at head', `${r.headRotation_rad.toExponential(4)} rad`],
    ['moment at head', u.format('moment', r.headMoment_Nm)],
    [
      'max |moment|',
      `${u.format('moment', r.maxMoment_Nm)} at z = ${u.format('length', r.maxMomentDepth_m)}`,
    ],
    ['max |shear| below grade', u.format('force', r.maxShear_N)],
    [
      'first zero of deflection',
      r.firstZeroDeflectionDepth_m === null
        ? 'none (pile deflects one way)'
        : `z = ${u.format('length', r.firstZeroDeflectionDepth_m)}`,
    ],
    ['force residual', `${r.residual_N.toExponential(2)} N`],
  ];
  const w = Math.max(...rows.map(([k]) => k.length));
  const lines = [title, ...rows.map(([k, v]) => `  ${k.padEnd(w)}  ${v}`)];
  for (const warning of r.warnings) {
    const where = warning.layerIndex === undefined ? '' : ` (layer ${warning.layerIndex})`;
    lines.push(`  warning${where}: ${warning.message}`);
  }
  return lines.join('\n');
}

const CSV_COLUMNS = [
  'z_m',
  'deflection_m',
  'rotation_rad',
  'moment_Nm',
  'shear_N',
  'soilReaction_N_per_m',
] as const;

/** The nodal profiles as CSV, one row per node, head first; full double precision. */
export function lateralProfileCsv(r: LateralResult): string {
  const p = r.profile;
  const lines: string[] = [CSV_COLUMNS.join(',')];
  for (let i = 0; i < p.z_m.length; i++) {
    lines.push(CSV_COLUMNS.map((c) => String(p[c][i])).join(','));
  }
  return `${lines.join('\n')}\n`;
}
