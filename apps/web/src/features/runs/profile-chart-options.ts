// The four profiles of a pier design against depth, as LPILE draws them (ui.md "Charts"): depth
// down the vertical axis, grade at 0 and the reveal above it, one small panel each for deflection,
// bending moment, shear force and soil reaction sharing the depth axis, the strong and weak axes
// of the governing combination as two lines, units in the axis titles. Plain data: the same option
// can be drawn on screen and server-side for the PDF.
import {
  formatQuantity,
  formatSignificant,
  fromSI,
  unitOf,
  type PierDesign,
  type Quantity,
  type UnitSystem,
} from '@pilewise/contracts';

type ProfileKey = 'deflection_m' | 'moment_Nm' | 'shear_N' | 'soilReaction_N_per_m';

export const PROFILE_PANELS: readonly { key: ProfileKey; title: string; quantity: Quantity }[] = [
  { key: 'deflection_m', title: 'Deflection', quantity: 'deflection' },
  { key: 'moment_Nm', title: 'Bending moment', quantity: 'moment' },
  { key: 'shear_N', title: 'Shear force', quantity: 'force' },
  { key: 'soilReaction_N_per_m', title: 'Soil reaction', quantity: 'lineLoad' },
];

const AXES = [
  { axis: 'strong', name: 'Strong axis', color: '#1864ab', dash: 'solid' },
  { axis: 'weak', name: 'Weak axis', color: '#c2410c', dash: 'dashed' },
] as const;

/** The axes a pier design has profiles for (an axis without lateral load has none). */
export function profiledAxes(pier: PierDesign) {
  return AXES.flatMap((a) => {
    const response = pier.profiles[a.axis];
    return response ? [{ ...a, response }] : [];
  });
}

export function profileChartLabel(pier: PierDesign, system: UnitSystem): string {
  const axes = profiledAxes(pier)
    .map((a) => a.name.toLowerCase())
    .join(' and ');
  return (
    `Deflection, bending moment, shear force and soil reaction against depth for ${pier.pierTypeName} ` +
    `at pile height ${formatQuantity('length', pier.pileHeight_m, system)} ${unitOf('length', system)}, ` +
    `${axes || 'no axis'}, combination ${pier.profiles.combination ?? 'none'}`
  );
}

type TooltipParam = { seriesIndex?: number; seriesName?: string; value?: unknown };

export function tooltipText(params: unknown, axesCount: number, system: UnitSystem): string {
  const list = (Array.isArray(params) ? params : [params]) as TooltipParam[];
  const lines: string[] = [];
  let depthText = '';
  for (const p of list) {
    if (!Array.isArray(p.value) || p.seriesIndex === undefined || axesCount === 0) continue;
    const [x, y] = p.value as [number, number];
    const panel = PROFILE_PANELS[Math.floor(p.seriesIndex / axesCount)];
    if (!panel) continue;
    depthText ||= `Depth ${formatSignificant(y, 3)} ${unitOf('length', system)}`;
    lines.push(
      `${panel.title}, ${p.seriesName ?? ''}: ${formatSignificant(x, 3)} ${unitOf(panel.quantity, system)}`,
    );
  }
  return [depthText, ...lines].filter(Boolean).join('<br/>');
}

const PANEL_LEFT = 7;
const PANEL_WIDTH = 19.5;
const PANEL_GAP = 4;

export function profileChartOption(pier: PierDesign, system: UnitSystem) {
  const depthUnit = unitOf('length', system);
  const axes = profiledAxes(pier);
  const depths = axes.flatMap((a) => a.response.profile.z_m);
  const top = Math.min(-pier.pileHeight_m, ...depths);
  const toe = Math.max(pier.embedment_m, ...depths);
  const depth = (z: number) => fromSI('length', z, system);
  // The depth axis runs between round numbers (1 ft, 0.5 m) just beyond the pile head and toe.
  const step = system === 'imperial' ? 1 : 0.5;
  const depthMin = Math.floor(depth(top) / step + 1e-9) * step;
  const depthMax = Math.ceil(depth(toe) / step - 1e-9) * step;

  const grids = PROFILE_PANELS.map((_, i) => ({
    left: `${PANEL_LEFT + i * (PANEL_WIDTH + PANEL_GAP)}%`,
    width: `${PANEL_WIDTH}%`,
    top: 56,
    bottom: 40,
  }));
  const xAxes = PROFILE_PANELS.map((p, i) => ({
    type: 'value' as const,
    gridIndex: i,
    position: 'top' as const,
    name: `${p.title} (${unitOf(p.quantity, system)})`,
    nameLocation: 'middle' as const,
    nameGap: 28,
    nameTextStyle: { fontWeight: 600 },
    scale: false,
    axisLabel: { hideOverlap: true },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  }));
  const yAxes = PROFILE_PANELS.map((_, i) => ({
    type: 'value' as const,
    gridIndex: i,
    inverse: true,
    min: depthMin,
    max: depthMax,
    name: i === 0 ? `Depth (${depthUnit})` : '',
    nameLocation: 'middle' as const,
    nameGap: 36,
    nameTextStyle: { fontWeight: 600 },
    axisLabel: { show: i === 0 },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  }));
  const series = PROFILE_PANELS.flatMap((p, i) =>
    axes.map((a, k) => ({
      type: 'line' as const,
      name: a.name,
      xAxisIndex: i,
      yAxisIndex: i,
      showSymbol: false,
      color: a.color,
      lineStyle: { width: 2, type: a.dash },
      data: a.response.profile.z_m.map((z, n) => [
        fromSI(p.quantity, a.response.profile[p.key][n] ?? 0, system),
        depth(z),
      ]),
      // Grade, once per panel.
      ...(k === 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              lineStyle: { color: '#5c3d1e', type: 'solid' as const, width: 1.5 },
              label: { formatter: 'Grade', position: 'insideEndTop' as const, color: '#5c3d1e' },
              data: [{ yAxis: 0 }],
            },
          }
        : {}),
    })),
  );
  return {
    animation: false,
    legend: { bottom: 0, data: axes.map((a) => a.name) },
    grid: grids,
    xAxis: xAxes,
    yAxis: yAxes,
    axisPointer: { link: [{ yAxisIndex: 'all' }] },
    // The hover read-out: every panel's values at the depth under the pointer.
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'line' as const, axis: 'y' as const },
      formatter: (params: unknown) => tooltipText(params, axes.length, system),
    },
    series,
  };
}
