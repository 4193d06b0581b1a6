import { Box } from '@mantine/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { fromSI, unitOf, type UnitSystem } from '@pilewise/contracts';
import { davissonLine_m, type CurvePoint, type TestFit } from '@pilewise/engine';
import { EChart } from '../../../components/echart';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Series = { name: string; points: [number, number][]; dashed?: boolean; symbol?: boolean };

/** The series of a fit, movement (x) against load (y), in the project's units. */
function seriesOf(fit: TestFit, system: UnitSystem): Series[] {
  const x = (m: number) => fromSI('deflection', m, system);
  const y = (n: number) => fromSI('force', n, system);
  if (fit.kind === 'lateral') {
    const line = (pts: readonly CurvePoint[], pick: (p: CurvePoint) => number | null) =>
      pts.flatMap((p) => {
        const v = pick(p);
        return v === null ? [] : [[x(v), y(p.load_N)] as [number, number]];
      });
    return [
      { name: 'Measured', points: line(fit.curve, (p) => p.measured_m), symbol: true },
      { name: 'Computed, fitted', points: line(fit.curve, (p) => p.computed_m) },
      {
        name: 'Computed, soil as given',
        points: line(fit.uncalibratedCurve, (p) => p.computed_m),
        dashed: true,
      },
    ];
  }
  const d = fit.davisson;
  const maxLoad = Math.max(...fit.measuredCurve.map((p) => p.load_N));
  const out: Series[] = [
    {
      name: 'Measured',
      points: fit.measuredCurve.map((p) => [x(p.displacement_m), y(p.load_N)]),
      symbol: true,
    },
  ];
  if (d.area_m2 > 0)
    out.push({
      name: 'Davisson offset line',
      points: [0, maxLoad].map((P) => [x(davissonLine_m(P, d.length_m, d.area_m2, d.E_Pa, d.width_m)), y(P)]),
      dashed: true,
    });
  if (fit.failureLoad_N !== null) {
    const xs = fit.measuredCurve.map((p) => x(p.displacement_m));
    out.push({
      name: 'Failure load',
      points: [
        [0, y(fit.failureLoad_N)],
        [Math.max(...xs), y(fit.failureLoad_N)],
      ],
      dashed: true,
    });
  }
  return out;
}

// Loaded lazily (load-tests-panel.tsx): echarts stays out of the first load.
export default function LoadTestChart({ fit, system }: { fit: TestFit; system: UnitSystem }) {
  const series = useMemo(() => seriesOf(fit, system), [fit, system]);
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 64, right: 24, top: 40, bottom: 48 },
      xAxis: {
        type: 'value',
        name: `Movement (${unitOf('deflection', system)})`,
        nameLocation: 'middle',
        nameGap: 28,
      },
      yAxis: {
        type: 'value',
        name: `Load (${unitOf('force', system)})`,
        nameLocation: 'middle',
        nameGap: 44,
      },
      series: series.map((s) => ({
        type: 'line',
        name: s.name,
        data: s.points,
        showSymbol: s.symbol ?? false,
        lineStyle: s.dashed ? { type: 'dashed' } : undefined,
      })),
    }),
    [series, system],
  );
  const label = `${fit.name}: ${series.map((s) => `${s.name} (${s.points.length} points)`).join(', ')}`;
  return (
    <Box role="img" aria-label={`Load against movement, ${label}`}>
      <EChart option={option} heightPx={320} />
    </Box>
  );
}
