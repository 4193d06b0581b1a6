import type { Dashboard } from '@pilewise/contracts';

/**
 * The chart of projects by status. A slice border separates slices; with one slice alone it
 * would cut the ring where the slice starts and ends (the gap seen with a single status).
 */
export function statusPieOption(counts: Dashboard['statusCounts']) {
  const shown = counts.filter((c) => c.count > 0);
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { orient: 'vertical', right: 0, top: 'middle', type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['32%', '50%'],
        label: { show: false },
        itemStyle: shown.length > 1 ? { borderColor: '#fff', borderWidth: 2 } : { borderWidth: 0 },
        data: shown.map((c) => ({ name: c.status, value: c.count })),
      },
    ],
  };
}
