/** A line of a sparkline: its values in order, how it is drawn, and whether the space under it is filled. */
export type SparkSeries = { values: number[]; stroke: string; fill?: string };

const WIDTH = 100;
const HEIGHT = 32;
/** Room above the highest point and below zero, so the stroke is never cut at the edges. */
const PAD = 1.5;

/** The points of a series on the shared scale: the first value at the left edge, the last at the right. */
export function sparkPoints(values: number[], max: number): [number, number][] {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((value, index) => [index * step, HEIGHT - PAD - (max > 0 ? (value / max) * (HEIGHT - 2 * PAD) : 0)]);
}

const path = (points: [number, number][]) => points.map(([x, y], index) => `${index ? "L" : "M"}${x.toFixed(2)} ${y.toFixed(2)}`).join("");

/**
 * A small chart of a few series drawn as inline SVG on one scale (the highest value of any series): no chart library,
 * so the dashboard never loads the statistics screen's uPlot. It stretches to its box; strokes keep their width.
 */
export function Sparkline({ series, label, className = "" }: { series: SparkSeries[]; label: string; className?: string }) {
  const max = Math.max(0, ...series.flatMap((line) => line.values));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label} className={`block ${className}`}>
      {series.map((line) => {
        const points = sparkPoints(line.values, max);
        if (points.length === 0) return null;
        const d = path(points);
        return (
          <g key={line.stroke}>
            {line.fill && <path d={`${d}L${WIDTH} ${HEIGHT}L0 ${HEIGHT}Z`} className={line.fill} stroke="none" />}
            <path d={d} fill="none" className={line.stroke} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          </g>
        );
      })}
    </svg>
  );
}
