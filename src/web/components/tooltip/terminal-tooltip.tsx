// A small wrapper over Radix Tooltip in the terminal style. The delays come from the
// TooltipProvider in app/providers.tsx (700 ms open, 300 ms skip).
import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

interface TerminalTooltipProps {
  /** The text shown in the tooltip. */
  content: ReactNode;
  /** One focusable element (a button or link); it receives the trigger props. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
}

export function TerminalTooltip({ content, children, side = "bottom" }: TerminalTooltipProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <Tooltip.Arrow className="tooltip__arrow" width={10} height={5} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
