// The falling neon carrier names behind every page (public-screens.md §2.11): one canvas.
// Full strength on the landing routes; elsewhere a CSS class dims and blurs it by 1 px.
import { useEffect, useRef } from "react";
import { CARRIER_NAMES } from "#web/content/carrier-names";
import { startNeonRain } from "./neon-renderer";
import "./neon-background.css";

export function NeonBackground({ dimmed }: { dimmed: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const rain = startNeonRain(canvas, CARRIER_NAMES);
    return () => rain.stop();
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
