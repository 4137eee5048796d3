// The Radix tooltip itself, in its own chunk (with floating-ui, the bulk of its weight): pages show
// without it and their tooltips start working when it arrives (terminal-tooltip.tsx). Each
// tooltip has its own provider so the chunk carries the delays too (700 ms open, 300 ms skip).
import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "#shared/constants";

export default function RadixTooltip({
  content,
  children,
  side,
}: {
  content: ReactNode;
  children: ReactElement;
  side: "top" | "right" | "bottom" | "left";
}) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <Tooltip.Arrow className="tooltip__arrow" width={10} height={5} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
