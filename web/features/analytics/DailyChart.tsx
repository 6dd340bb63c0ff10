import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsReport } from '../../../shared/contracts/analytics';
import styles from './Analytics.module.css';
import { DAY_INCRS, dayAxisValues, dayLabel, dayStamp } from './day-axis';

/**
 * Visitors and page views per day, drawn by uPlot (docs/architecture.md › Site analytics says why uPlot)
 * on a canvas that follows its box's width. The canvas is hidden from screen readers; the same figures
 * are in the "Per day" table beside it.
 */
export function DailyChart({ days }: { days: AnalyticsReport['days'] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = days.map((d) => dayStamp(d.date));
    const opts: uPlot.Options = {
      width: Math.max(280, el.clientWidth),
      height: 220,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
      // By day: ticks a whole number of days apart, labelled "Nov 23" (day-axis.ts), as is the legend's day.
      axes: [{ space: 60, incrs: DAY_INCRS, values: dayAxisValues }, { size: 44 }],
      series: [
        { value: (_u, ts) => (ts == null ? '' : dayLabel(ts)) },
        { label: 'Visitors', stroke: '#2e7d32', width: 2, fill: 'rgba(46,125,50,0.12)' },
        { label: 'Page views', stroke: '#1565c0', width: 2 },
      ],
    };
    const chart = new uPlot(opts, [x, days.map((d) => d.visitors), days.map((d) => d.views)], el);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, el.clientWidth), height: 220 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return <div ref={box} className={styles.chart} aria-hidden="true" data-testid="daily-chart" />;
}
