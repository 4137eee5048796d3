// Both countdown windows in words: when each ends (UTC) and whether it runs, has expired or has not
// started, or, for a paying member, that it is lifted (decision 0041). The live badges sit at the
// top right of every page.
import { useCountdownStatus } from "../api/countdown-api";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { COUNTDOWN_KINDS, deadlineOf, WINDOW_NAMES, windowsApply, windowState, type WindowState } from "../lib/countdown-windows";
import { formatUtc } from "#web/lib/format-time";
import "#web/features/member/shared/member-card.css";
import "../account.css";
import "./windows-card.css";
import { TitledCard } from "#web/components/panel/titled-card";

const MEANING = {
  purchase: "Time to choose and buy a deployment package.",
  access: "Time the member-only data (the credibility database) stays open without a package.",
} as const;

const LIFTED = "Lifted while your package is active or suspended.";

const TONE: Record<WindowState, "ok" | "bad" | "idle"> = { running: "ok", lifted: "ok", expired: "bad", "not started": "idle" };

export function WindowsCard({ userId }: { userId: string }) {
  const status = useCountdownStatus(userId);
  const subscription = useMemberSubscription(userId);
  // Said only once known: a paying member's windows never read "expired" for a moment.
  const apply = windowsApply(subscription.data, subscription.isError);
  const now = Date.now();
  return (
    <TitledCard id="account-windows" title="Windows" className="member-card">
      <ul className="plain-list account-windows">
        {COUNTDOWN_KINDS.map((kind) => {
          const deadline = status.data ? deadlineOf(status.data, kind) : null;
          const state = status.data && apply !== undefined ? windowState(deadline, now, apply) : undefined;
          return (
            <li key={kind} className="account-windows__item" data-window={kind} data-state={state}>
              <p className="account-windows__name">
                {WINDOW_NAMES[kind]}
                <span className={`state-tag account-state account-state--${state ? TONE[state] : "idle"}`}>
                  {state ?? (status.isError ? "unavailable" : "…")}
                </span>
              </p>
              {state === "lifted" ? (
                <p className="text-muted">{LIFTED}</p>
              ) : (
                <>
                  <p className="text-muted">{MEANING[kind]}</p>
                  <p>
                    Ends <span className="text-strong">{deadline ? formatUtc(deadline) : "—"}</span>
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}
