// A tooltip in the terminal style over Radix Tooltip, which loads in its own chunk: until it
// arrives the trigger shows alone, so no page waits for tooltip code to appear (the JS budget
// of /home and /login, bench/web-chunks.ts).
import { lazy, Suspense, type ReactElement, type ReactNode } from "react";

const RadixTooltip = lazy(() => import("./radix-tooltip"));

interface TerminalTooltipProps {
  /** The text shown in the tooltip. */
  content: ReactNode;
  /** One focusable element (a button or link); it receives the trigger props. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
}

export function TerminalTooltip({ content, children, side = "bottom" }: TerminalTooltipProps) {
  return (
    <Suspense fallback={children}>
      <RadixTooltip content={content} side={side}>
        {children}
      </RadixTooltip>
    </Suspense>
  );
}
