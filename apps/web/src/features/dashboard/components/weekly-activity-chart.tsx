import { Box } from '@mantine/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { Dashboard } from '@pilewise/contracts';
import { EChart } from '../../../components/echart';

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });

// Activity entries per day of the last 7 (UTC) days. Loaded lazily with the dashboard's charts.
export default function WeeklyActivityChart({ days }: { days: Dashboard['weeklyActivity'] }) {
  const option = useMemo(
    () => ({
      grid: { left: 28, right: 8, top: 12, bottom: 24 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: days.map((d) => dayFormat.format(new Date(`${d.date}T00:00:00Z`))) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', name: 'Entries', data: days.map((d) => d.count), itemStyle: { color: '#228be6' } },
      ],
    }),
    [days],
  );
  const label = `Activity per day, last 7 days: ${days.map((d) => `${d.date} ${d.count}`).join(', ')}`;
  return (
    <Box role="img" aria-label={label}>
      <EChart option={option} heightPx={160} />
    </Box>
  );
}
