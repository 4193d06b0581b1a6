import type { LateralResult } from '../lateral/result';

const mm = (m: number) => `${(m * 1000).toFixed(2)} mm`;
const kNm = (nm: number) => `${(nm / 1000).toFixed(3)} kN·m`;
const kN = (n: number) => `${(n / 1000).toFixed(3)} kN`;

/** The summary table the CLI prints. */
export function formatLateralSummary(r: LateralResult, title: string): string {
  const rows: [string, string][] = [
    [
      'status',
      r.status +
        (r.status === 'converged' ? '' : ` at ${(r.loadFraction * 100).toFixed(1)} % of the lateral load`),
    ],
    ...(r.reason === undefined ? [] : ([['reason', r.reason]] as [string, string][])),
    [
      'section',
      `${r.section.name} (${r.section.axis} axis, EI ${(r.section.EI_Nm2 / 1000).toFixed(1)} kN·m², p-y width ${r.section.pyWidth_m.toFixed(4)} m)`,
    ],
    ['elements / iterations', `${r.nElements} / ${r.iterations}`],
    ['deflection at head', mm(r.headDeflection_m)],
    ['deflection at grade', mm(r.groundDeflection_m)],
    ['deflection at toe', mm(r.toeDeflection_m)],
    ['rotation at head', `${r.headRotation_rad.toExponential(4)} rad`],
    ['moment at head', kNm(r.headMoment_Nm)],
    ['max |moment|', `${kNm(r.maxMoment_Nm)} at z = ${r.maxMomentDepth_m.toFixed(3)} m`],
    ['max |shear| below grade', kN(r.maxShear_N)],
    [
      'first zero of deflection',
      r.firstZeroDeflectionDepth_m === null
        ? 'none (pile deflects one way)'
        : `z = ${r.firstZeroDeflectionDepth_m.toFixed(3)} m`,
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
