import { Box } from '@mantine/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { PierDesign, UnitSystem } from '@pilewise/contracts';
import { profileChartLabel, profileChartOption } from '@pilewise/presentation';
import { EChart } from '../../../components/echart';

echarts.use([LineChart, GridComponent, LegendComponent, MarkLineComponent, SVGRenderer]);

const PANELS = ['deflection_m', 'moment_Nm'] as const;

// Loaded lazily with the panel: deflection and moment against depth, as the Result tab draws them
// (the same option, two of its four panels); no hover read-out, the numbers are beside it. Drawn
// in the commit that shows a new answer (no lazyUpdate, which would draw it in the next animation
// frame): when the panel's data-answered moves on, the charts are the answer's too.
export default function PreviewCharts({ pier, unitSystem }: { pier: PierDesign; unitSystem: UnitSystem }) {
  const option = useMemo(() => {
    const { tooltip: _t, axisPointer: _a, ...rest } = profileChartOption(pier, unitSystem, PANELS);
    return rest;
  }, [pier, unitSystem]);
  return (
    <Box role="img" aria-label={`Preview: ${profileChartLabel(pier, unitSystem)}`}>
      <EChart option={option} heightPx={300} />
    </Box>
  );
}
