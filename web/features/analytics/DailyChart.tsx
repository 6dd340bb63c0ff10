import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsReport } from '../../../shared/contracts/analytics';
import styles from './Analytics.module.css';
import { DAY_INCRS, dayAxisValues, dayLabel, dayStamp } from './day-axis';

type Days = AnalyticsReport['days'];

const VISITORS_COLOR = '#2e7d32';
const VIEWS_COLOR = '#1565c0';

/**
 * What the readout under the chart says: the pointed day's figures, or the latest day's when nothing is
 * pointed at (uPlot's own legend read "Time: Visitors: -- Page views: --" until hovered, which looks like
 * missing data). Null when there are no days.
 */
export function chartReadout(days: Days, pointed: number | null) {
  const at = pointed == null ? undefined : days[pointed];
  const day = at ?? days.at(-1);
  if (!day) return null;
  const label = dayLabel(dayStamp(day.date));
  return { day: at ? label : `${label} (latest day)`, visitors: day.visitors, views: day.views };
}

/**
 * Visitors and page views per day, drawn by uPlot (docs/architecture.md › Site analytics says why uPlot)
 * on a canvas that follows its box's width. The canvas is hidden from screen readers; the same figures
 * are in the "Per day" table beside it. The readout under it (ours, not uPlot's legend) names each line's
 * colour and shows the day under the pointer, or the latest day.
 */
export function DailyChart({ days }: { days: Days }) {
  const box = useRef<HTMLDivElement>(null);
  const [pointed, setPointed] = useState<number | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    setPointed(null);
    const x = days.map((d) => dayStamp(d.date));
    const opts: uPlot.Options = {
      width: Math.max(280, el.clientWidth),
      height: 220,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      hooks: { setCursor: [(u) => setPointed(u.cursor.idx ?? null)] },
      scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
      // By day: ticks a whole number of days apart, labelled "Nov 23" (day-axis.ts), as is the readout's day.
      axes: [{ space: 60, incrs: DAY_INCRS, values: dayAxisValues }, { size: 44 }],
      series: [
        {},
        { label: 'Visitors', stroke: VISITORS_COLOR, width: 2, fill: 'rgba(46,125,50,0.12)' },
        { label: 'Page views', stroke: VIEWS_COLOR, width: 2 },
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

  const readout = chartReadout(days, pointed);
  return (
    <>
      <div ref={box} className={styles.chart} aria-hidden="true" data-testid="daily-chart" />
      {readout && (
        <p className={styles.readout} data-testid="chart-readout">
          <span className={styles.readoutDay}>{readout.day}</span>
          <span className={styles.readoutSeries}>
            <span className={styles.swatch} style={{ background: VISITORS_COLOR }} aria-hidden="true" />
            Visitors: {readout.visitors.toLocaleString()}
          </span>
          <span className={styles.readoutSeries}>
            <span className={styles.swatch} style={{ background: VIEWS_COLOR }} aria-hidden="true" />
            Page views: {readout.views.toLocaleString()}
          </span>
        </p>
      )}
    </>
  );
}
