/**
 * The daily line chart of the statistics screen, drawn with uPlot (~50 KB) in a chunk of its own that only this
 * screen loads. It is a picture for sighted readers (aria-hidden): the screen carries the same figures as a table.
 * uPlot's stylesheet is linked by the server on /admin pages (the build refuses CSS imported from JavaScript).
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";

export type VisitsChartProps = {
  days: { date: string; visitors: number; pageviews: number }[];
  labels: { date: string; visitors: string; pageviews: string };
  locale: string;
};

const HEIGHT_PX = 260;
const HALF_DAY_S = 43_200;
const COLORS = { visitors: "#059669", pageviews: "#4f46e5", grid: "#e2e8f0", axis: "#64748b" };

/** Whether this browser can draw on a canvas (a test DOM cannot): without it the table alone tells the figures. */
const canDraw = () => typeof document !== "undefined" && Boolean(document.createElement("canvas").getContext?.("2d"));

export default function VisitsChart({ days, labels, locale }: VisitsChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !canDraw()) return;
    const seconds = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
    const span = seconds.length ? seconds[seconds.length - 1]! - seconds[0]! : 0;
    const tick = new Intl.DateTimeFormat(
      locale,
      span > 90 * 86_400 ? { month: "short", year: "2-digit", timeZone: "UTC" } : { month: "short", day: "numeric", timeZone: "UTC" },
    );
    const long = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    const number = new Intl.NumberFormat(locale);
    const line = (label: string, stroke: string, fill: string): uPlot.Series => ({
      label,
      stroke,
      fill,
      width: 2,
      points: { show: days.length <= 31, size: 6 },
      value: (_plot, value) => (value == null ? "—" : number.format(value)),
    });
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT_PX,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        cursor: { drag: { x: false, y: false } },
        scales: {
          // One day (today) is drawn as a point in the middle, not on the edge of a zero-width scale.
          x: { time: true, range: (_plot, min, max) => (min === max ? [min - HALF_DAY_S, max + HALF_DAY_S] : [min, max]) },
          y: { range: (_plot, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        series: [
          { label: labels.date, value: (_plot, ts) => (ts == null ? "—" : long.format(ts * 1000)) },
          line(labels.visitors, COLORS.visitors, "rgba(5, 150, 105, 0.08)"),
          line(labels.pageviews, COLORS.pageviews, "rgba(79, 70, 229, 0.06)"),
        ],
        axes: [
          {
            stroke: COLORS.axis,
            grid: { stroke: COLORS.grid, width: 1 },
            ticks: { show: false },
            space: 70,
            values: (_plot, splits) => splits.map((ts) => tick.format(ts * 1000)),
          },
          {
            stroke: COLORS.axis,
            grid: { stroke: COLORS.grid, width: 1 },
            ticks: { show: false },
            size: 48,
            // Counts are whole: a tick between two of them says nothing.
            values: (_plot, splits) => splits.map((value) => (Number.isInteger(value) ? number.format(value) : "")),
          },
        ],
      },
      [seconds, days.map((day) => day.visitors), days.map((day) => day.pageviews)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT_PX }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels.date, labels.visitors, labels.pageviews, locale]);

  return <div ref={container} aria-hidden="true" className="w-full min-w-0" data-testid="visits-chart" />;
}
