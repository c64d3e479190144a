import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only the parts a horizontal bar chart draws: chart.js tree-shakes the rest (lines, pies, legends).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface Bars {
  /** Each label as its lines. */
  labels: string[][];
  values: number[];
  colors: string[];
  /** An axis tick, short: "$12K". */
  tick: (value: number) => string;
  /** A bar's tooltip, in full: "$12,000.00". */
  full: (value: number) => string;
}

/** A horizontal bar chart (labels stay readable at 390 px), drawn at once: no animation to wait for or to be dizzied by. */
export function drawBars(canvas: HTMLCanvasElement, bars: Bars): Chart<'bar'> {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: bars.labels,
      datasets: [{ data: bars.values, backgroundColor: bars.colors, borderRadius: 6, maxBarThickness: 28 }],
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      font: { family: 'Inter, ui-sans-serif, system-ui, sans-serif' },
      plugins: { tooltip: { callbacks: { label: (item) => bars.full(item.parsed.x ?? 0) } } },
      scales: {
        x: {
          beginAtZero: true,
          grid: { color: '#e2e8f0' },
          ticks: { color: '#475569', maxTicksLimit: 5, callback: (value) => bars.tick(Number(value)) },
        },
        // Every bar keeps its label: a skipped label would leave a bar nobody can name.
        y: { grid: { display: false }, ticks: { color: '#334155', autoSkip: false } },
      },
    },
  });
}
