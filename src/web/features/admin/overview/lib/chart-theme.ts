// The terminal theme as a canvas needs it: colours and the font read from theme.css's variables
// on the element the chart is drawn in, so a chart follows the stylesheet rather than a copy.
import type { Tone } from "./overview-charts";

export type ChartTheme = { text: string; dim: string; grid: string; background: string; font: string; tones: Record<Tone, string> };

const TONE_VARIABLES: Record<Tone, string> = {
  green: "--green",
  amber: "--amber",
  yellow: "--yellow",
  red: "--red-soft",
  soft: "--green-soft",
};

export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const variable = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const tones = Object.fromEntries(Object.entries(TONE_VARIABLES).map(([tone, name]) => [tone, variable(name, "#00ff41")])) as Record<
    Tone,
    string
  >;
  return {
    text: variable("--text", "#00ff41"),
    dim: variable("--text-dim", "#4fd46f"),
    grid: variable("--green-line", "rgba(0, 255, 65, 0.35)"),
    background: variable("--bg", "#000"),
    font: `12px ${variable("--font-mono", "monospace")}`,
    tones,
  };
}
