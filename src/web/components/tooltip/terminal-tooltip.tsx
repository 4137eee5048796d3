// A tooltip in the terminal style over Radix Tooltip, which loads in its own chunk
// (radix-tooltip.tsx). The browser entry loads that chunk beside the first page's own and renders
// the app inside its one provider (AppTooltipProvider); the prerenderer loads it before rendering,
// so server and browser render the same tree. A tooltip rendered before the chunk arrived (a
// component test) shows its trigger alone until it does, then has a provider of its own.
import { lazy, Suspense, type ReactElement, type ReactNode } from "react";

type TooltipModule = typeof import("./radix-tooltip");

let loaded: TooltipModule | undefined;

/** Loads the tooltip chunk once; afterwards tooltips render without suspending. */
export function loadTooltips(): Promise<TooltipModule> {
  return import("./radix-tooltip").then((module) => (loaded = module));
}

/** Outside the app's provider (it had not loaded when the tree rendered): a provider of its own. */
const LazyTooltip = lazy(() =>
  loadTooltips().then(({ RadixTooltip, TooltipProvider }) => ({
    default: (props: Parameters<typeof RadixTooltip>[0]) => (
      <TooltipProvider>
        <RadixTooltip {...props} />
      </TooltipProvider>
    ),
  })),
);

interface TerminalTooltipProps {
  /** The text shown in the tooltip. */
  content: ReactNode;
  /** One focusable element (a button or link); it receives the trigger props. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
}

export function TerminalTooltip({ content, children, side = "bottom" }: TerminalTooltipProps) {
  if (loaded)
    return (
      <loaded.RadixTooltip content={content} side={side}>
        {children}
      </loaded.RadixTooltip>
    );
  return (
    <Suspense fallback={children}>
      <LazyTooltip content={content} side={side}>
        {children}
      </LazyTooltip>
    </Suspense>
  );
}

/**
 * The app's one tooltip provider, for the whole tree, once loadTooltips() has settled; before
 * that (a component test) tooltips show their triggers alone.
 */
export function AppTooltipProvider({ children }: { children: ReactNode }) {
  return loaded ? <loaded.TooltipProvider>{children}</loaded.TooltipProvider> : children;
}
