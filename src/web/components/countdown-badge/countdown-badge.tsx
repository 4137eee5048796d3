// Countdown badge (public-screens.md §2.10), mounted for a signed-in member by
// features/account/components/member-countdowns.tsx. Put badges inside <CountdownBadgeDock>: it
// sets them side by side in the fixed top bar, or in a fixed strip of its own where there is no bar.
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { COUNTDOWN_TICK_MS } from "#shared/constants";
import { countdownText, countdownTone, isExpired, msUntil, type CountdownType } from "./countdown-format";

interface CountdownBadgeProps {
  /** Deadline as an ISO string, Date or epoch ms. */
  targetDate: Date | string | number;
  type: CountdownType;
  /** Called once when the time runs out (also when mounted after the deadline). */
  onExpire?: () => void;
  /** Clock, injectable for tests and demos. */
  now?: () => number;
}

const TYPE_LABEL: Record<CountdownType, string> = { purchase: "PURCHASE", access: "ACCESS" };

export function CountdownBadge({ targetDate, type, onExpire, now = Date.now }: CountdownBadgeProps) {
  const target = new Date(targetDate).getTime();
  const [msLeft, setMsLeft] = useState(() => msUntil(target, now()));
  const firedFor = useRef<number | null>(null);
  // The latest onExpire, without restarting the effect when the parent passes a new one.
  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    // Recomputed from the clock each tick, so a throttled background tab never drifts.
    const tick = () => setMsLeft(msUntil(target, now()));
    tick();
    const id = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [target, now]);

  const expired = isExpired(msLeft);
  useEffect(() => {
    if (expired && firedFor.current !== target) {
      firedFor.current = target;
      expire();
    }
  }, [expired, target]);

  const tone = countdownTone(type, msLeft);
  return (
    <div className={`countdown-badge countdown-badge--${tone}`} data-type={type} data-tone={tone} role="timer" aria-live="off">
      <span className="countdown-badge__label">
        {TYPE_LABEL[type]}
        {/* Dropped on phones, where the two badges share one narrow row. */}
        <span className="countdown-badge__label-tail"> WINDOW</span>
      </span>
      <span className="countdown-badge__time">{countdownText(msLeft)}</span>
    </div>
  );
}

export type DockPlacement = "top-bar" | "strip";

/** The badges' row: inside the top bar, or a fixed strip at the top where the page has no top bar. */
export function CountdownBadgeDock({ children, placement }: { children: ReactNode; placement: DockPlacement }) {
  return (
    <div className={`countdown-dock countdown-dock--${placement}`} role="group" aria-label="Countdowns">
      {children}
    </div>
  );
}
