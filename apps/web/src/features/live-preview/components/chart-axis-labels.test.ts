// The value labels along the top of the profile panels, as echarts draws them (SVG, server-side:
// the same option the Result tab, the live preview and the PDF draw). A panel's end labels used to
// sit centred on its edges, half in the neighbour's space: in the narrow live preview the
// deflection panel's last label ran into the moment panel's first ("0.5-6").
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import type { PierDesign, UnitSystem } from '@pilewise/contracts';
import { profileChartOption, type ProfileKey } from '@pilewise/presentation';
import { smallDesignResult } from '../../../testing/runs';

echarts.use([LineChart, GridComponent, LegendComponent, MarkLineComponent, SVGRenderer]);

/** A wide guess of a 12 px sans-serif label's width: 0.6 em a character (digits are about 0.55). */
const labelWidth_px = (text: string) => text.length * 0.6 * 12;

type Label = { text: string; x: number; anchor: string; y: number };

function topLabels(pier: PierDesign, system: UnitSystem, panels: readonly ProfileKey[], width: number) {
  const { tooltip: _t, axisPointer: _a, ...option } = profileChartOption(pier, system, panels);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: 300 });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  const labels: Label[] = [];
  for (const m of svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)) {
    const attrs = m[1]!;
    const at = /transform="translate\(([-\d.]+) ([-\d.]+)\)"/.exec(attrs);
    const anchor = /text-anchor="(\w+)"/.exec(attrs)?.[1] ?? 'start';
    // the value labels above the panels: numbers, above the grids' top (56 px)
    if (!at || !/^-?[\d.]+$/.test(m[2]!) || Number(at[2]) >= 56) continue;
    labels.push({ text: m[2]!, x: Number(at[1]), anchor, y: Number(at[2]) });
  }
  const spans = option.grid.map((g) => {
    const left = (parseFloat(g.left) / 100) * width;
    return { left, right: left + (parseFloat(g.width) / 100) * width };
  });
  return { labels, spans };
}

function extent(l: Label): [number, number] {
  const w = labelWidth_px(l.text);
  if (l.anchor === 'middle') return [l.x - w / 2, l.x + w / 2];
  return l.anchor === 'end' ? [l.x - w, l.x] : [l.x, l.x + w];
}

describe('the value labels above the profile panels', () => {
  const piers = smallDesignResult().piers;
  const layouts = [
    { name: 'live preview', panels: ['deflection_m', 'moment_Nm'] as ProfileKey[], width: 340 },
    {
      name: 'Result tab',
      panels: ['deflection_m', 'moment_Nm', 'shear_N', 'soilReaction_N_per_m'] as ProfileKey[],
      width: 900,
    },
  ];
  for (const layout of layouts)
    for (const system of ['imperial', 'metric'] as const)
      it(`stay inside their own panel (${layout.name}, ${system})`, () => {
        let checked = 0;
        for (const pier of piers) {
          const { labels, spans } = topLabels(pier, system, layout.panels, layout.width);
          for (const l of labels) {
            const [from, to] = extent(l);
            const panel = spans.find((s) => l.x >= s.left - 0.5 && l.x <= s.right + 0.5);
            expect(panel, `${l.text} at ${l.x} px is over no panel`).toBeDefined();
            expect(from, `${l.text} at ${l.x} px (${l.anchor})`).toBeGreaterThanOrEqual(panel!.left - 0.5);
            expect(to, `${l.text} at ${l.x} px (${l.anchor})`).toBeLessThanOrEqual(panel!.right + 0.5);
            checked++;
          }
        }
        // every panel has its labels (the parse found them)
        expect(checked).toBeGreaterThanOrEqual(piers.length * layout.panels.length * 3);
      });
});

describe('the profiles inside their panels', () => {
  /** Each panel's x range as echarts drew it, and its profiles' least and greatest values. */
  function panelRanges(pier: PierDesign, system: UnitSystem) {
    const { tooltip: _t, axisPointer: _a, ...option } = profileChartOption(pier, system);
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 900, height: 300 });
    chart.setOption(option);
    // the axis's scale after echarts rounded it (what the frame encloses)
    type Model = { getComponent(kind: string, i: number): { axis: { scale: { getExtent(): number[] } } } };
    const model = (chart as unknown as { getModel(): Model }).getModel();
    const ranges = option.xAxis.map((axis, i) => {
      const xs = option.series
        .filter((sr) => sr.xAxisIndex === i && Array.isArray(sr.data))
        .flatMap((sr) => (sr.data as number[][]).map((point) => point[0]!));
      const [from, to] = model.getComponent('xAxis', i).axis.scale.getExtent() as [number, number];
      return { name: axis.name, from, to, least: Math.min(...xs), greatest: Math.max(...xs) };
    });
    chart.dispose();
    return ranges;
  }

  /** The pier with its strong-axis moments scaled so that their peak is `peak_kipft` exactly. */
  function withMomentPeak(pier: PierDesign, peak_kipft: number): PierDesign {
    const strong = pier.profiles.strong!;
    const moments = strong.profile.moment_Nm;
    const largest = Math.max(...moments.map(Math.abs));
    const sign = Math.max(...moments) >= largest ? 1 : -1;
    const k = (sign * peak_kipft * 1355.8179483314) / largest; // 1 kip·ft = 1,355.818 N·m
    return {
      ...pier,
      profiles: {
        ...pier.profiles,
        strong: { ...strong, profile: { ...strong.profile, moment_Nm: moments.map((m) => m * k) } },
      },
    };
  }

  // A peak on a round number drew on the frame: a 15.0 kip·ft moment on an axis ending at 15
  // (seen in the live preview), which the frame hid.
  it('keep their peaks off the frame, on a round number too', () => {
    const piers = smallDesignResult().piers;
    const cases = [
      ...piers.flatMap((p) => [
        { pier: p, system: 'imperial' as const },
        { pier: p, system: 'metric' as const },
      ]),
      ...[15, 10, 6, 2].map((peak) => ({
        pier: withMomentPeak(
          piers.find((p) => p.profiles.strong)!,
          peak,
        ),
        system: 'imperial' as const,
      })),
    ];
    for (const { pier, system } of cases)
      for (const r of panelRanges(pier, system)) {
        const room = 0.01 * (r.to - r.from);
        const what = `${r.name}: ${r.least} to ${r.greatest} on ${r.from} to ${r.to}`;
        expect(r.to - r.greatest, what).toBeGreaterThan(room);
        expect(r.least - r.from, what).toBeGreaterThan(room);
      }
  });
});

describe("the depth axis's name", () => {
  const pier = smallDesignResult().piers[0]!;
  // The live preview's panel is 300 to 400 px wide, the Result tab's and the PDF's 700 and more.
  for (const [width, panels] of [
    [300, ['deflection_m', 'moment_Nm']],
    [354, ['deflection_m', 'moment_Nm']],
    [400, ['deflection_m', 'moment_Nm']],
    [683, undefined],
    [1100, undefined],
  ] as const)
    it(`stays inside the chart's left edge, with room for its bold glyphs (${width} px)`, () => {
      const { tooltip: _t, axisPointer: _a, ...option } = profileChartOption(pier, 'imperial', panels);
      const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: 300 });
      chart.setOption(option);
      const svg = chart.renderToSVGString();
      chart.dispose();
      // rotated a quarter turn: its line's centre is x = e + y of matrix(0,-1,1,0,e,f) and y
      const name =
        /<text[^>]*y="([-\d.]+)"[^>]*transform="matrix\(0,-1,1,0,([-\d.]+),[-\d.]+\)"[^>]*>Depth \(ft\)<\/text>/.exec(
          svg,
        );
      expect(name, 'the name drawn').not.toBeNull();
      const centre = Number(name![2]) + Number(name![1]);
      // a 12 px line, and 6 px more: Chromium drew DejaVu Sans Bold's glyphs some 4 px further
      // out than echarts measures them (their tops cut off at 354 px before)
      expect(centre - 6).toBeGreaterThanOrEqual(6);
    });
});
