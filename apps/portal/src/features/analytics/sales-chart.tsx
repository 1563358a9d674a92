import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartSeries } from './sales-figures-view';

// The chart of the sales figures (decision 076: Chart.js, tree-shaken to bars and lines, loaded
// only with this page). Counts and money are stacked bars, one colour a place; rates and the
// average order value are lines (adding them up would mean nothing). The canvas is an image with
// its name for screen readers; the table view beside it holds every number it draws.

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

/** Twelve colours apart enough to tell places by, then again. */
const PALETTE = [
  '#0b3d91',
  '#f28c28',
  '#2a9d8f',
  '#c0392b',
  '#6c5ce7',
  '#8d6e63',
  '#e84393',
  '#5f6c7b',
  '#9aa622',
  '#17a2b8',
  '#fdcb6e',
  '#2d3436',
];

export interface SalesChartProps {
  series: ChartSeries;
  /** Bars that add up (counts, money), or lines (rates, averages). */
  additive: boolean;
  /** What the chart shows, for screen readers. */
  label: string;
  /** A value as the table writes it (the tooltip's). */
  format(value: number | null): string;
}

export default function SalesChart({ series, additive, label, format }: SalesChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const font = getComputedStyle(document.body).fontFamily;
    const chart = new Chart(context, {
      type: additive ? 'bar' : 'line',
      data: {
        labels: series.labels,
        datasets: series.datasets.map((dataset, index) => ({
          label: dataset.label,
          data: dataset.values,
          backgroundColor: PALETTE[index % PALETTE.length],
          borderColor: PALETTE[index % PALETTE.length],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        font: { family: font },
        scales: { x: { stacked: additive }, y: { stacked: additive, beginAtZero: true } },
        plugins: {
          legend: { display: series.datasets.length > 1, labels: { font: { family: font } } },
          tooltip: {
            callbacks: { label: (item) => `${item.dataset.label}: ${format(item.parsed.y)}` },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [series, additive, format]);
  return (
    <div className="analytics-chart" data-testid="analytics-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
