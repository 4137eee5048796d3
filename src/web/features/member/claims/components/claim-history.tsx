// A claim's history, newest first: from → to, when, who, and the note; in the words the admin's
// claim detail uses for the same step (claimHistoryChange, claimHistoryActor).
import type { Schema } from "#web/lib/api-types";
import { claimHistoryActor, claimHistoryChange } from "#shared/claim-words";
import { formatUtc } from "#web/lib/format-time";
import "#web/components/panel/panel.css";
import "../claims.css";
import "./claim-history.css";

export function ClaimHistory({ history }: { history: Schema<"ClaimHistoryEntry">[] }) {
  // The server lists the steps oldest first.
  const newestFirst = [...history].reverse();
  return (
    <ol className="plain-list history" aria-label="History, newest first">
      {newestFirst.map((step, i) => (
        <li key={`${step.at}-${i}`} className="history__step" data-to={step.toStatus}>
          <p className="history__change">{claimHistoryChange(step)}</p>
          <p className="history__meta text-muted">
            {formatUtc(step.at)} · {claimHistoryActor(step.actor, "member")}
          </p>
          {step.note ? <p className="note-box">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
