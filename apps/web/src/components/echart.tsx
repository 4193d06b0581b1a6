import * as echarts from 'echarts/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useLayoutEffect, useRef } from 'react';

type Props = {
  /** The chart, as echarts takes it (its series and components registered by the caller's echarts.use). */
  option: EChartsCoreOption;
  heightPx: number;
  /** A fixed width (print: the page's), drawn at once; else the box's, followed as it changes. */
  widthPx?: number;
};

/**
 * An echarts chart, in SVG, in a box of its own: one instance, started at its box's size and
 * given each new option whole (not merged into the last).
 *
 * Our own, not echarts-for-react (3.0.6, its last release): that one starts every chart twice (a
 * first instance, measured at its first `finished` event, disposed, then a second), and echarts
 * reads its box's size from the page at each start: two forced layouts of the whole page in the
 * middle of React's commit, and the chart drawn a frame late. Here the size comes from the first
 * ResizeObserver callback, after the page's own layout and before its paint, or is the fixed width
 * at once: a chart printed must be drawn in the commit (the browser prints what its beforeprint
 * handler rendered, without waiting for a frame).
 */
export function EChart({ option, heightPx, widthPx }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  /** The option the chart shows: an option effect after the start draws nothing twice. */
  const drawn = useRef<EChartsCoreOption | null>(null);
  const latest = useRef(option);
  // before the start below (layout effects run in order): a chart starts with the option of now
  useLayoutEffect(() => {
    latest.current = option;
  });

  useLayoutEffect(() => {
    const el = box.current!;
    const start = (width: number) => {
      const instance = echarts.init(el, null, { renderer: 'svg', width, height: heightPx });
      instance.setOption(latest.current, true);
      drawn.current = latest.current;
      chart.current = instance;
    };
    let observer: ResizeObserver | null = null;
    if (widthPx !== undefined) start(widthPx);
    else {
      observer = new ResizeObserver(([entry]) => {
        const width = entry?.contentRect.width ?? 0;
        // a box not laid out (a hidden tab) starts once it has a width
        if (width <= 0) return;
        if (chart.current) chart.current.resize({ width, height: heightPx });
        else start(width);
      });
      observer.observe(el);
    }
    return () => {
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
      drawn.current = null;
    };
  }, [widthPx, heightPx]);

  useEffect(() => {
    if (!chart.current || drawn.current === option) return;
    chart.current.setOption(option, true);
    drawn.current = option;
  }, [option]);

  return <div ref={box} style={{ height: heightPx, width: widthPx ?? '100%' }} />;
}
