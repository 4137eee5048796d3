// The dashboard's Overview: the figures of `aan stats` for 7, 30, 90 or 365 days, each series a
// sparkline, scrolled when the terminal is shorter than the overview. Read from the core on
// opening, on a range change and on `r`.
import { Box, Text, useApp, type Key } from "ink";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { AppContext } from "#core/context";
import { operatorStats } from "#core/stats/operator-stats";
import { STATS_RANGE_DEFAULT, STATS_RANGES, type StatsRange } from "#shared/schemas/stats";
import { statsLines } from "../stats-text";
import { theme } from "./theme";
import { useKeys } from "./use-keys";

/** Rows the title, the range picker and the key help take. */
const CHROME_ROWS = 5;

const TONE_COLOR = { text: theme.text, bright: theme.bright, muted: theme.muted } as const;

export type HandedOver = { keys: string[]; key: Key };

/** What Ink would have reported for one character of a write (Tab and Enter are keys of their own). */
const keyOfCharacter = (character: string, chunk: Key): Key => ({
  ...chunk,
  tab: character === "\t",
  return: character === "\r",
  shift: false,
});

export function Overview({
  ctx,
  height,
  width,
  keysOf,
  handedOver,
  onClose,
  onRedraw,
}: {
  ctx: AppContext;
  height: number;
  width: number;
  /** The dashboard's rule for keys that arrive in one write. */
  keysOf: (input: string) => string[];
  /** Keys of the write that opened the Overview, after the one that did: handled as it opens. */
  handedOver: { current: HandedOver | undefined };
  /** Back to the codes (`o` or Esc), with the keys of the same write that came after. */
  onClose: (rest: HandedOver | undefined) => void;
  onRedraw?: () => void;
}) {
  const { exit } = useApp();
  const [range, setRange] = useState<StatsRange>(STATS_RANGE_DEFAULT);
  const [version, setVersion] = useState(0);
  const [top, setTop] = useState(0);
  const stats = useMemo(() => operatorStats(ctx, { range }), [ctx, range, version]);
  const lines = statsLines(stats, Math.max(40, width - 2));
  const room = Math.max(3, height - CHROME_ROWS);
  const lastTop = Math.max(0, lines.length - room);
  // Where the view is, as the key handler last left it: several keys of one write add up.
  const view = useRef({ top: Math.min(top, lastTop), range, open: true });
  view.current = { ...view.current, top: Math.min(top, lastTop), range };

  const scrollTo = (to: number) => {
    view.current.top = Math.max(0, Math.min(lastTop, to));
    setTop(view.current.top);
  };
  const rangeBy = (step: number) => {
    const index = STATS_RANGES.indexOf(view.current.range);
    const next = STATS_RANGES[(index + step + STATS_RANGES.length) % STATS_RANGES.length]!;
    view.current.range = next;
    setRange(next);
  };

  /** Handles one key; false once the Overview closed (the rest of the write is the codes'). */
  function handleKey(input: string, key: Key, rest: HandedOver | undefined): void {
    if (input === "q") return exit();
    if (input === "o" || key.escape) {
      view.current.open = false;
      return onClose(rest);
    }
    if (key.tab || key.rightArrow) return rangeBy(key.shift ? -1 : 1);
    if (key.leftArrow) return rangeBy(-1);
    const picked = ["1", "2", "3", "4"].indexOf(input);
    if (picked >= 0) {
      view.current.range = STATS_RANGES[picked]!;
      return setRange(STATS_RANGES[picked]!);
    }
    if (key.upArrow) return scrollTo(view.current.top - 1);
    if (key.downArrow) return scrollTo(view.current.top + 1);
    if (key.pageUp) return scrollTo(view.current.top - room);
    if (key.pageDown) return scrollTo(view.current.top + room);
    if (input === "r") {
      onRedraw?.();
      setVersion((v) => v + 1);
    }
  }

  function handleKeys(keys: string[], key: Key, single: boolean) {
    for (const [index, one] of keys.entries()) {
      if (!view.current.open) break;
      const rest = index + 1 < keys.length ? { keys: keys.slice(index + 1), key } : undefined;
      handleKey(one, single ? key : keyOfCharacter(one, key), rest);
    }
  }

  useKeys((input, key) => {
    const keys = keysOf(input);
    handleKeys(keys, key, keys.length === 1 && keys[0] === input);
  });
  useLayoutEffect(() => {
    const pending = handedOver.current;
    if (!pending) return;
    handedOver.current = undefined;
    handleKeys(pending.keys, pending.key, false);
  });

  const shownTop = Math.min(top, lastTop);
  return (
    <Box flexDirection="column" paddingX={1}>
      <Text color={theme.bright} bold>
        AAN CONTROL PANEL // OVERVIEW
      </Text>
      <Box gap={2}>
        {STATS_RANGES.map((days, i) => (
          <Text key={days} color={days === range ? theme.background : theme.text} backgroundColor={days === range ? theme.text : undefined}>
            {` ${i + 1} · ${days} days `}
          </Text>
        ))}
      </Box>
      <Box flexDirection="column" marginTop={1} minHeight={room}>
        {lines.slice(shownTop, shownTop + room).map((line, i) => (
          <Text key={shownTop + i} color={TONE_COLOR[line.tone]} bold={line.tone === "bright"} wrap="truncate">
            {line.text || " "}
          </Text>
        ))}
      </Box>
      <Text color={theme.muted}>
        {`o/Esc codes · ←→ or 1-4 range · ↑↓ PgUp/PgDn scroll (${shownTop + 1}-${Math.min(lines.length, shownTop + room)} of ${lines.length}) · r refresh · q quit`}
      </Text>
    </Box>
  );
}
