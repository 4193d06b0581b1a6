import { Box } from '@mantine/core';
import { LineChart } from 'echarts/charts';
import {
  AxisPointerComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { type PierDesign, type UnitSystem } from '@pilewise/contracts';
import { profileChartLabel, profileChartOption } from '@pilewise/presentation';
import { EChart } from '../../../components/echart';

// Only what these charts draw (stack.md: tree-shaken echarts); SVG, as the PDF draws them too.
echarts.use([
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  MarkLineComponent,
  AxisPointerComponent,
  SVGRenderer,
]);

type Props = {
  pier: PierDesign;
  unitSystem: UnitSystem;
  describedBy?: string;
  /** A fixed width (print: the page's, not the screen's); else the container's. */
  widthPx?: number;
};

// Loaded lazily: echarts is the heaviest part of the Result tab.
export default function ProfileCharts({ pier, unitSystem, describedBy, widthPx }: Props) {
  const option = useMemo(() => profileChartOption(pier, unitSystem), [pier, unitSystem]);
  return (
    <Box
      role="img"
      className="pw-profile-charts"
      aria-label={profileChartLabel(pier, unitSystem)}
      aria-describedby={describedBy}
    >
      <EChart option={option} heightPx={460} widthPx={widthPx} />
    </Box>
  );
}
