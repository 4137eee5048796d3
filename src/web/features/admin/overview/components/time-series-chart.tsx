// One time series drawn with uPlot on a canvas, in the terminal theme: axes, grid and the live
// legend (the cursor's bucket and values, the last bucket's before a hover) in the app's font and greens. The canvas follows its
// box's width (ResizeObserver), shorter on phones. It is hidden from screen readers: the chart's
// table says the same figures. This module and uPlot load only with the Overview.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { cursorTimeText, cursorValueText, tickSeconds, timeTickText, valueTickText } from "../lib/chart-axis-text";
import { readChartTheme, type ChartTheme } from "../lib/chart-theme";
import type { TimeView } from "../lib/overview-charts";

const PHONE_WIDTH = 560;
/** The width one x tick's text needs ("11-25" with room around it). */
const TICK_ROOM_PX = 64;
const heightFor = (width: number) => (width < PHONE_WIDTH ? 170 : 220);
/** The first line solid; the next ones dashed, each its own way. */
const DASHES: ReadonlyArray<number[] | undefined> = [undefined, [6, 4], [2, 3], [10, 3, 2, 3]];
/** Whole steps for counts: a count axis never shows 0.5 of a sign-in. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

function chartOptions(view: TimeView, theme: ChartTheme, width: number): uPlot.Options {
  const seconds = view.times.map((time) => time / 1000);
  const last = view.times.length - 1;
  const axis = {
    stroke: theme.text,
    font: theme.font,
    grid: { stroke: theme.grid, width: 1, dash: [2, 4] },
    ticks: { stroke: theme.grid },
  };
  return {
    width,
    height: heightFor(width),
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    // Reading values, not zooming: a drag does nothing.
    cursor: { drag: { x: false, y: false }, points: { size: 7, stroke: theme.background, width: 1 } },
    // A line drawn dashed has a dashed marker in the legend too.
    legend: { live: true, markers: { dash: (u, index) => (u.series[index]?.dash ? "dashed" : "solid") } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [
      {
        ...axis,
        splits: (u) => tickSeconds(seconds, view.bucket, Math.floor(u.bbox.width / uPlot.pxRatio / TICK_ROOM_PX)),
        values: (_u, splits, _axis, _space, step) => splits.map((split) => timeTickText(split, step)),
      },
      {
        ...axis,
        size: view.money ? 60 : 50,
        incrs: view.money ? undefined : COUNT_STEPS,
        values: (_u, splits) => splits.map((split) => valueTickText(split, view.money)),
      },
    ],
    // Before a hover (and after the pointer leaves) the legend reads the last bucket, the newest
    // figures, rather than a dash per line: uPlot asks for values with no cursor index then.
    series: [
      {
        label: "UTC",
        value: (_u, at, _series, index) => {
          const shown = index === null ? seconds[last] : at;
          return shown === null || shown === undefined ? "—" : cursorTimeText(shown, view.bucket);
        },
      },
      ...view.lines.map((line, index) => ({
        label: line.label,
        stroke: theme.tones[line.tone],
        width: 2,
        // Lines that run together (sign-ups under active members) stay apart: the first is solid,
        // each later one dashed on top of it, so the one beneath shows through the gaps.
        dash: DASHES[index],
        points: { show: view.times.length <= 60, size: 4, fill: theme.background },
        value: (_u: uPlot, value: number | null, _series: number, index: number | null) =>
          cursorValueText(index === null ? line.values[last] : value, view.money),
      })),
    ],
  };
}

export function TimeSeriesChart({ view }: { view: TimeView }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [view.times.map((time) => time / 1000), ...view.lines.map((line) => line.values)];
    let width = element.clientWidth;
    const plot = new uPlot(chartOptions(view, readChartTheme(element), width), data, element);
    // Only the width is followed: the box's height is the chart's own, set here.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width || element.clientWidth === 0) return;
      width = element.clientWidth;
      plot.setSize({ width, height: heightFor(width) });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [view]);

  return <div ref={box} className="overview-chart__plot" aria-hidden="true" />;
}
