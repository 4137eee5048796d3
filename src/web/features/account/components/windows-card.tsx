// Both countdown windows in words: when each ends (UTC) and whether it runs, has expired or has not
// started. The live badges sit at the top right of every page.
import { useCountdownStatus } from "../api/countdown-api";
import { COUNTDOWN_KINDS, deadlineOf, WINDOW_NAMES, windowState } from "../lib/countdown-windows";
import { formatUtc } from "../../../lib/format-time";

const MEANING = {
  purchase: "Time to choose and buy a deployment package.",
  access: "Time the member-only data (the credibility database) stays open without a package.",
} as const;

export function WindowsCard({ userId }: { userId: string }) {
  const status = useCountdownStatus(userId);
  const now = Date.now();
  return (
    <section className="card account-card" aria-labelledby="account-windows">
      <h2 id="account-windows" className="card__title">
        Windows
      </h2>
      <ul className="account-windows">
        {COUNTDOWN_KINDS.map((kind) => {
          const deadline = status.data ? deadlineOf(status.data, kind) : null;
          const state = status.data ? windowState(deadline, now) : undefined;
          return (
            <li key={kind} className="account-windows__item" data-window={kind} data-state={state}>
              <p className="account-windows__name">
                {WINDOW_NAMES[kind]}
                <span className={`account-state account-state--${state === "expired" ? "bad" : state === "running" ? "ok" : "idle"}`}>
                  {state ?? (status.isError ? "unavailable" : "…")}
                </span>
              </p>
              <p className="text-muted">{MEANING[kind]}</p>
              <p>
                Ends <span className="text-strong">{deadline ? formatUtc(deadline) : "—"}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
