// The four profiles of a pier design against depth, as LPILE draws them (ui.md "Charts"): depth
// down the vertical axis, grade at 0 and the reveal above it, one small panel each for deflection,
// bending moment, shear force and soil reaction sharing the depth axis, the strong and weak axes
// of the governing combination as two lines, units in the axis titles, the deflection limits as
// dash-dot lines and a read-out of every panel's values at the depth under the pointer. Plain
// data but for the read-out's formatter: the same option can be drawn on screen and server-side
// for the PDF.
import {
  formatQuantity,
  formatWithUnit,
  fromSI,
  toSI,
  unitOf,
  type PierDesign,
  type Quantity,
  type UnitSystem,
} from '@pilewise/contracts';

export type ProfileKey = 'deflection_m' | 'moment_Nm' | 'shear_N' | 'soilReaction_N_per_m';
type AxisName = 'strong' | 'weak';

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

/**
 * The deflection limits: neither blue nor orange (the axes), thinner than the profiles and
 * dash-dot, so that they read apart from the weak axis's dashed line in colour and in pattern.
 */
export const LIMIT_STYLE = {
  name: 'Deflection limits',
  color: '#862e9c',
  dash: [8, 3, 2, 3],
  width: 1.25,
} as const;

const GRADE_COLOR = '#5c3d1e';

/** The axes a pier design has profiles for (an axis without lateral load has none). */
export function profiledAxes(pier: PierDesign) {
  return AXES.flatMap((a) => {
    const response = pier.profiles[a.axis];
    return response ? [{ ...a, response }] : [];
  });
}

/** Depths the charts span, m below grade: from the pile head (above grade) to the toe. */
function depthSpan(pier: PierDesign): { top_m: number; toe_m: number } {
  const depths = profiledAxes(pier).flatMap((a) => a.response.profile.z_m);
  return {
    top_m: Math.min(-pier.pileHeight_m, ...depths),
    toe_m: Math.max(pier.embedment_m, ...depths),
  };
}

type LimitPoint = 'top' | 'grade' | 'bottom';

const POINT_LABELS: Record<LimitPoint, string> = { top: 'Top', grade: 'Grade', bottom: 'Toe' };

export type DeflectionLimitLine = {
  point: LimitPoint;
  /** The profiled axes it bounds: both when they share the limit on the same side. */
  axes: AxisName[];
  /** The limit, m: the capacity of the pier's deflection check of that point and axis. */
  limit_m: number;
  /** The side drawn, +1 or −1: the side the axis's pile deflects. */
  side: 1 | -1;
  /** Depths the line spans, m below grade (negative above grade). */
  from_m: number;
  to_m: number;
  /** 'Top 2.00 in'; the axis is named when the other profiled axis has another limit. */
  label: string;
};

/**
 * The deflection limits of the axes drawn, as vertical lines on the deflection panel.
 *
 * The limits are those the run checked: the capacity of the pier's deflection checks
 * ('deflection-top-strong' …), so they are the run's settings even if the project's saved design
 * input has changed since (a result holds no copy of its input's deflection limits).
 *
 * One side only: the checks bound |deflection|, and a profile deflects to one side of the
 * pile, so the line on that side (the sign of the head deflection) is the one the curve can
 * reach; its mirror would widen the axis to twice the range and halve the resolution of the curve
 * for nothing.
 *
 * Each line spans only where its limit applies, so that the curve of a combination that passes its
 * deflection checks stays inside the lines: the Top (load point) limit over the reveal, from the
 * head down to grade; the grade limit below grade, where a pile deflects less than at grade; the
 * toe limit over the lowest quarter of the embedment. A grade limit drawn over the reveal would be
 * crossed by the curve of nearly every pile that passes, as its head deflects more than its grade.
 */
export function deflectionLimitLines(pier: PierDesign, system: UnitSystem): DeflectionLimitLine[] {
  const axes = profiledAxes(pier);
  const { top_m, toe_m } = depthSpan(pier);
  const spans: Record<LimitPoint, [number, number]> = {
    top: [0, top_m],
    grade: [0, toe_m],
    bottom: [toe_m - 0.25 * Math.max(toe_m, 0), toe_m],
  };
  const lines: DeflectionLimitLine[] = [];
  for (const point of ['top', 'grade', 'bottom'] as const) {
    for (const { axis, response } of axes) {
      const check = pier.checks.find((c) => c.id === `deflection-${point}-${axis}`);
      if (!check || !(check.capacity > 0)) continue;
      const side = deflectionSide(response.profile.deflection_m, response.headDeflection_m);
      const same = lines.find(
        (l) => l.point === point && l.side === side && Math.abs(l.limit_m - check.capacity) < 1e-12,
      );
      if (same) {
        same.axes.push(axis);
        continue;
      }
      const [from_m, to_m] = spans[point];
      lines.push({ point, axes: [axis], limit_m: check.capacity, side, from_m, to_m, label: '' });
    }
  }
  for (const l of lines) {
    const named = axes.length > 1 && l.axes.length === 1 ? `, ${l.axes[0]}` : '';
    l.label = `${POINT_LABELS[l.point]}${named} ${formatWithUnit('deflection', l.limit_m, system)}`;
  }
  return lines;
}

/** The side a profile deflects to: that of its head, else of its largest deflection; + if none. */
function deflectionSide(deflection_m: readonly number[], head_m: number): 1 | -1 {
  if (head_m !== 0) return head_m > 0 ? 1 : -1;
  const largest = deflection_m.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
  return largest < 0 ? -1 : 1;
}

/** Whether the governing combination is one the deflection limits are checked under (service). */
export function profilesAreServiceCombination(pier: PierDesign): boolean {
  const combination = pier.combinations.find((c) => c.name === pier.profiles.combination);
  return combination?.checks.includes('deflection') ?? false;
}

export function profileChartLabel(pier: PierDesign, system: UnitSystem): string {
  const axes = profiledAxes(pier)
    .map((a) => a.name.toLowerCase())
    .join(' and ');
  const limits = deflectionLimitLines(pier, system).map((l) => l.label.toLowerCase());
  return (
    `Deflection, bending moment, shear force and soil reaction against depth for ${pier.pierTypeName} ` +
    `at pile height ${formatWithUnit('length', pier.pileHeight_m, system)}, ` +
    `${axes || 'no axis'}, combination ${pier.profiles.combination ?? 'none'}` +
    (limits.length > 0 ? `; deflection limits: ${limits.join(', ')}` : '')
  );
}

// ---- The hover read-out ----

type TooltipParam = { seriesId?: string; value?: unknown };

export type ReadOut = {
  /** Depth of the nodes read, with its unit: '2.5 ft'. */
  depth: string;
  /** The axes read, as columns. */
  axes: { axis: AxisName; name: string; color: string }[];
  /** One row per panel: its title with the unit, and each axis's value at the depth. */
  rows: { title: string; values: Partial<Record<AxisName, string>> }[];
};

const profileSeriesId = (key: ProfileKey, axis: AxisName) => `profile:${key}:${axis}`;

/**
 * What the read-out shows for the points echarts hands the formatter (with trigger 'axis': the node
 * of every series nearest to the depth under the pointer), at each quantity's engineering precision.
 * The limit lines are left out: they are labelled where they are drawn.
 */
export function readOut(params: unknown, system: UnitSystem): ReadOut | null {
  const list = (Array.isArray(params) ? params : [params]) as TooltipParam[];
  let depth: string | null = null;
  const axes = new Set<AxisName>();
  const values = new Map<ProfileKey, Partial<Record<AxisName, string>>>();
  for (const p of list) {
    const [kind, key, axis] = (p.seriesId ?? '').split(':') as [string, ProfileKey, AxisName];
    const panel = PROFILE_PANELS.find((q) => q.key === key);
    if (kind !== 'profile' || !panel || !Array.isArray(p.value)) continue;
    const [x, y] = p.value as [number, number];
    depth ??= formatWithUnit('length', toSI('length', y, system), system);
    axes.add(axis);
    const row = values.get(key) ?? {};
    row[axis] = formatQuantity(panel.quantity, toSI(panel.quantity, x, system), system);
    values.set(key, row);
  }
  if (depth === null) return null;
  return {
    depth,
    axes: AXES.filter((a) => axes.has(a.axis)).map(({ axis, name, color }) => ({ axis, name, color })),
    rows: PROFILE_PANELS.filter((p) => values.has(p.key)).map((p) => ({
      title: `${p.title} (${unitOf(p.quantity, system)})`,
      values: values.get(p.key)!,
    })),
  };
}

/** The read-out as the tooltip's HTML: the depth, then a small table of panels × axes. */
export function tooltipText(params: unknown, system: UnitSystem): string {
  const r = readOut(params, system);
  if (!r) return '';
  const cell = 'padding:1px 0 1px 12px;text-align:right;font-variant-numeric:tabular-nums';
  const head = r.axes
    .map((a) => `<th style="${cell};font-weight:600;color:${a.color}">${a.name}</th>`)
    .join('');
  const body = r.rows
    .map(
      (row) =>
        `<tr><th style="text-align:left;font-weight:400;padding:1px 0">${row.title}</th>` +
        r.axes.map((a) => `<td style="${cell}">${row.values[a.axis] ?? '—'}</td>`).join('') +
        '</tr>',
    )
    .join('');
  return (
    `<div style="font-weight:600;margin-bottom:2px">Depth ${r.depth}</div>` +
    `<table style="border-collapse:collapse;font-size:12px"><thead><tr><th></th>${head}</tr></thead>` +
    `<tbody>${body}</tbody></table>`
  );
}

// ---- The chart ----

const PANEL_LEFT = 7;
const PANEL_WIDTH = 19.5;
const PANEL_GAP = 4;
/** Room left of the depth axis's name, px (see the grids' outerBounds). */
const DEPTH_NAME_MARGIN_PX = 6;

/** The smallest of 1, 2, 5 × 10^k that is at least `x`. */
function niceStep(x: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(x));
  const f = x / magnitude;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * magnitude;
}

const isMultiple = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9;

/**
 * The depth axis: between round numbers (1 ft, 0.5 m) just beyond the pile head and the toe, labelled
 * at multiples of a 1-2-5 step (about ten labels); an end that is not such a multiple keeps its tick
 * but not its label, so the labels run evenly (−4, −2, 0 … 12, 14 rather than −5, −3, 0 … 12, 13).
 */
export function depthAxisScale(pier: PierDesign, system: UnitSystem) {
  const { top_m, toe_m } = depthSpan(pier);
  const round = system === 'imperial' ? 1 : 0.5;
  const min = Math.floor(fromSI('length', top_m, system) / round + 1e-9) * round;
  const max = Math.ceil(fromSI('length', toe_m, system) / round - 1e-9) * round;
  const interval = niceStep((max - min) / 10);
  return {
    min,
    max,
    interval,
    showMinLabel: isMultiple(min, interval),
    showMaxLabel: isMultiple(max, interval),
  };
}

/**
 * `panels`: the profiles drawn, in PROFILE_PANELS order (all four by default; the live preview
 * draws deflection and moment), sharing the width the four would.
 */
export function profileChartOption(
  pier: PierDesign,
  system: UnitSystem,
  panels: readonly ProfileKey[] = PROFILE_PANELS.map((p) => p.key),
) {
  const shown = PROFILE_PANELS.filter((p) => panels.includes(p.key));
  const count = shown.length;
  // The four panels' layout, or the same span shared by fewer.
  const gap = PANEL_GAP;
  const width = (4 * PANEL_WIDTH + 3 * PANEL_GAP - (count - 1) * gap) / Math.max(1, count);
  const depthUnit = unitOf('length', system);
  const axes = profiledAxes(pier);
  const depth = (z: number) => fromSI('length', z, system);
  const scale = depthAxisScale(pier, system);
  const limits = deflectionLimitLines(pier, system);

  const grids = shown.map((_, i) => ({
    left: `${PANEL_LEFT + i * (width + gap)}%`,
    width: `${width}%`,
    top: 56,
    bottom: 40,
    // echarts keeps axis names inside these bounds by narrowing the panel; at the canvas's own
    // edge (its default) the depth name of a narrow chart (the live preview) had the tops of its
    // rotated bold glyphs cut off by the edge
    outerBounds: { left: DEPTH_NAME_MARGIN_PX, right: 0, top: 0, bottom: 0 },
  }));
  const xAxes = shown.map((p, i) => ({
    type: 'value' as const,
    gridIndex: i,
    position: 'top' as const,
    name: `${p.title} (${unitOf(p.quantity, system)})`,
    nameLocation: 'middle' as const,
    nameGap: 28,
    nameTextStyle: { fontWeight: 600 },
    scale: false,
    // Room beyond the data and the limits: a peak or a limit on a round number fell on the
    // panel's edge, under the frame (a 15.0 kip·ft moment on an axis ending at 15).
    boundaryGap: ['4%', '4%'] as [string, string],
    // The end labels inside their own panel: centred on the edge, a panel's last label ran into
    // the next one's first in the narrow live preview ("0.5-6").
    axisLabel: { hideOverlap: true, alignMinLabel: 'left' as const, alignMaxLabel: 'right' as const },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  }));
  const yAxes = shown.map((_, i) => ({
    type: 'value' as const,
    gridIndex: i,
    inverse: true,
    min: scale.min,
    max: scale.max,
    // Forces the step (echarts picks its own otherwise) while keeping the ticks on its multiples.
    minInterval: scale.interval,
    maxInterval: scale.interval,
    name: i === 0 ? `Depth (${depthUnit})` : '',
    nameLocation: 'middle' as const,
    nameGap: 36,
    nameTextStyle: { fontWeight: 600 },
    axisLabel: { show: i === 0, showMinLabel: scale.showMinLabel, showMaxLabel: scale.showMaxLabel },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  }));
  // The grade label at the right end of the line, but in the deflection panel away from the
  // labels of the Top limits, which end at the head on the side the pile deflects.
  const sides = new Set(limits.filter((l) => l.point === 'top').map((l) => l.side));
  const gradeLabelPosition = (panel: number) =>
    panel > 0 || !sides.has(1)
      ? ('insideEndTop' as const)
      : sides.has(-1)
        ? ('insideMiddleTop' as const)
        : ('insideStartTop' as const);
  const profileSeries = shown.flatMap((p, i) =>
    axes.map((a, k) => ({
      type: 'line' as const,
      id: profileSeriesId(p.key, a.axis),
      name: a.name,
      xAxisIndex: i,
      yAxisIndex: i,
      showSymbol: false,
      color: a.color,
      lineStyle: { width: 2, type: a.dash },
      z: 3,
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
              lineStyle: { color: GRADE_COLOR, type: 'solid' as const, width: 1.5 },
              label: { formatter: 'Grade', position: gradeLabelPosition(i), color: GRADE_COLOR },
              data: [{ yAxis: 0 }],
            },
          }
        : {}),
    })),
  );
  // Series of their own (not mark lines): the deflection axis then spans the limits, and the
  // legend has an entry for them. The label runs along the line from its end away from grade, on
  // its inner side: it stays inside the panel, and labels of close limits never overlap.
  const deflectionPanel = shown.findIndex((p) => p.key === 'deflection_m');
  const limitSeries = (deflectionPanel < 0 ? [] : limits).map((l) => {
    const x = l.side * fromSI('deflection', l.limit_m, system);
    const [near, far] = Math.abs(l.from_m) <= Math.abs(l.to_m) ? [l.from_m, l.to_m] : [l.to_m, l.from_m];
    return {
      type: 'line' as const,
      id: `limit:${l.point}:${l.axes.join('+')}`,
      name: LIMIT_STYLE.name,
      xAxisIndex: deflectionPanel,
      yAxisIndex: deflectionPanel,
      showSymbol: false,
      symbol: 'none',
      silent: true,
      color: LIMIT_STYLE.color,
      lineStyle: { width: LIMIT_STYLE.width, type: [...LIMIT_STYLE.dash] },
      emphasis: { disabled: true },
      z: 2,
      data: [
        [x, depth(near)],
        [x, depth(far)],
      ],
      endLabel: {
        show: true,
        formatter: l.label,
        color: LIMIT_STYLE.color,
        fontSize: 11,
        rotate: 90,
        // Rotated a quarter turn, in the text's own frame: 'right' ends it at the anchor (the top
        // end), 'left' starts it there (the bottom end); 'bottom' puts it left of the anchor, 'top'
        // right of it, and the offset's second number moves it right. echarts anchors an end label
        // 5 px right of the line's end.
        align: far < 0 ? ('right' as const) : ('left' as const),
        verticalAlign: l.side > 0 ? ('bottom' as const) : ('top' as const),
        offset: [0, l.side > 0 ? -10 : -2],
        padding: [0, 4, 0, 4],
        textBorderColor: '#fff',
        textBorderWidth: 2,
      },
    };
  });
  return {
    animation: false,
    // The legend shows each line's colour and dash pattern alone (no symbol: the lines have none).
    legend: {
      bottom: 0,
      itemWidth: 36,
      itemStyle: { opacity: 0 },
      data: [...axes.map((a) => a.name), ...(limits.length > 0 ? [LIMIT_STYLE.name] : [])],
    },
    grid: grids,
    xAxis: xAxes,
    yAxis: yAxes,
    axisPointer: { link: [{ yAxisIndex: 'all' }] },
    // The hover read-out: every panel's values at the depth under the pointer.
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'line' as const, axis: 'y' as const },
      confine: true,
      formatter: (params: unknown) => tooltipText(params, system),
    },
    series: [...profileSeries, ...limitSeries],
  };
}
