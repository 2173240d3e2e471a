import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  readonly label: string;
  readonly color: string;
}

const AXIS = {
  stroke: '#9aa1ad',
  grid: { stroke: '#2e333d', width: 1 },
  ticks: { stroke: '#2e333d' },
};

const WHOLE_INCREMENTS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000];

/** A line chart by day (uPlot, canvas): x is midnight UTC of each day in seconds. */
export function DayChart(props: {
  title: string;
  series: readonly ChartSeries[];
  columns: number[][];
  format: (value: number) => string;
  /** Counts: ticks on whole numbers only. */
  wholeNumbers?: boolean;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const { title, series, columns, format, wholeNumbers } = props;

  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: 200,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { ...AXIS, values: '{MMM} {D}' },
          {
            ...AXIS,
            size: 70,
            values: (_u, values) => values.map(format),
            ...(wholeNumbers ? { incrs: WHOLE_INCREMENTS } : {}),
          },
        ],
        series: [
          { label: 'Day', value: '{YYYY}-{MM}-{DD}' },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: columns[0]?.length === 1 ? true : undefined },
            value: (_u: uPlot, v: number | null) => (v === null ? '—' : format(v)),
          })),
        ],
      },
      columns as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(240, element.clientWidth), height: 200 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, columns, format, wholeNumbers]);

  return (
    <figure className="day-chart">
      <figcaption>{title}</figcaption>
      <div ref={holder} role="img" aria-label={`${title}, by day`} />
    </figure>
  );
}
