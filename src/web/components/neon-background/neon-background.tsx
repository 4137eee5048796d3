// The falling neon carrier names behind every page (public-screens.md §2.11): one canvas.
// Full strength on the landing routes; elsewhere a CSS class dims and blurs it by 1 px.
import { useEffect, useRef } from "react";
import { CARRIER_NAMES } from "#web/content/carrier-names";
import { startNeonRain, type NeonRainHandle } from "./neon-renderer";
import "./neon-background.css";

/** Runs `work` when the browser is next idle (within a second), or a moment later where it cannot say. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

export function NeonBackground({ dimmed }: { dimmed: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The rain starts once the page is idle: taking the page over and its first calls come first,
    // and nobody waits for the background (decision 0079).
    let rain: NeonRainHandle | undefined;
    const start = () => (rain = startNeonRain(canvas, CARRIER_NAMES));
    const cancel = whenIdle(start);
    return () => {
      cancel();
      rain?.stop();
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      data-testid="neon-background"
      aria-hidden="true"
      className={dimmed ? "neon-background neon-background--dimmed" : "neon-background"}
    />
  );
}
