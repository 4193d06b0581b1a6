import { Box } from '@mantine/core';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { Dashboard } from '@pilewise/contracts';
import { statusPieOption } from './status-pie-option';
import { EChart } from '../../../components/echart';

// Only what this chart draws (stack.md: tree-shaken echarts, loaded lazily).
echarts.use([PieChart, LegendComponent, TooltipComponent, SVGRenderer]);

// Loaded lazily (dashboard.tsx): echarts stays out of the first load.
export default function StatusPieChart({ counts }: { counts: Dashboard['statusCounts'] }) {
  const shown = counts.filter((c) => c.count > 0);
  const option = statusPieOption(counts);
  const label = `Projects by status: ${shown.map((c) => `${c.status} ${c.count}`).join(', ') || 'none'}`;
  return (
    <Box role="img" aria-label={label}>
      <EChart option={option} heightPx={260} />
    </Box>
  );
}
