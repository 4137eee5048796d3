// A tooltip in the terminal style over Radix Tooltip, which loads in its own chunk
// (radix-tooltip.tsx). The browser entry loads that chunk beside the first page's own and renders
// the app inside its one provider (AppTooltipProvider); the prerenderer loads it before rendering,
// so server and browser render the same tree.
//
// A trigger renders alone until a mouse enters it or a keyboard focuses it; only then does Radix's
// tooltip mount around it (decision 0079). Mounted with the page, each of Radix's tooltips sets
// its anchor while the page is taken over, which re-renders every trigger synchronously in that
// same task: the longest stretch of a phone's start. Touch gets no tooltip (as with Radix), so a
// tap never mounts one between its press and its click.
import { cloneElement, lazy, Suspense, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from "react";
import type { ArmedBy } from "./radix-tooltip";

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
  children: ReactElement<TriggerHandlers>;
  side?: "top" | "right" | "bottom" | "left";
}

type TriggerHandlers = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

export function TerminalTooltip({ content, children, side = "bottom" }: TerminalTooltipProps) {
  const [armedBy, setArmedBy] = useState<ArmedBy>();

  if (armedBy && loaded)
    return (
      <loaded.RadixTooltip content={content} side={side} armedBy={armedBy}>
        {children}
      </loaded.RadixTooltip>
    );
  if (armedBy)
    return (
      <Suspense fallback={children}>
        <LazyTooltip content={content} side={side} armedBy={armedBy}>
          {children}
        </LazyTooltip>
      </Suspense>
    );
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === "mouse") setArmedBy("pointer");
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      setArmedBy(undefined);
    },
    // A press before the tooltip has mounted keeps the element it pressed: the click lands there.
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      setArmedBy(undefined);
    },
    // Only a keyboard's focus (the browser shows it): the focus a click gives a link mounts
    // nothing, so the click lands on the element it was pressed on.
    onFocus: (event) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(":focus-visible")) setArmedBy("focus");
    },
  });
}

/**
 * The app's one tooltip provider, for the whole tree, once loadTooltips() has settled; before
 * that (a component test) tooltips show their triggers alone.
 */
export function AppTooltipProvider({ children }: { children: ReactNode }) {
  return loaded ? <loaded.TooltipProvider>{children}</loaded.TooltipProvider> : children;
}
