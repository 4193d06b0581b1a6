// The four profiles of a pier design as an SVG, drawn by echarts on the server from the very
// option the Result tab draws (contracts' profileChartOption): the report looks like the app.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { type PierDesign, type UnitSystem } from '@pilewise/contracts';
import { profileChartOption } from '@pilewise/presentation';

// What these charts draw, as on screen; no tooltip nor pointer: paper does not hover.
echarts.use([LineChart, GridComponent, LegendComponent, MarkLineComponent, SVGRenderer]);

/** The font the SVG names; the PDF maps it to the report's TTF (report-fonts.ts). */
export const CHART_FONT_FAMILY = 'DejaVu Sans';

/** The profile charts of `pier` as an SVG document of `width` × `height` px. */
export function profileChartSvg(pier: PierDesign, system: UnitSystem, width: number, height: number): string {
  const { tooltip: _tooltip, axisPointer: _axisPointer, ...option } = profileChartOption(pier, system);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    // Paper: the tick labels a size smaller, so that a narrow panel's values do not crowd.
    const small = <T extends object>(axes: T[]) =>
      axes.map((a) => ({ ...a, axisLabel: { ...(a as { axisLabel?: object }).axisLabel, fontSize: 10 } }));
    chart.setOption({
      ...option,
      xAxis: small(option.xAxis),
      yAxis: small(option.yAxis),
      textStyle: { fontFamily: CHART_FONT_FAMILY },
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
