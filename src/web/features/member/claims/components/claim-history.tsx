// A claim's history, newest first: when, who, from → to, and the note.
import type { ClaimHistoryView } from "#shared/answers/claims";
import { formatUtc } from "#web/lib/format-time";
import { actorName, claimStatusName } from "../lib/claim-texts";
import "../claims.css";
import "./claim-history.css";

export function ClaimHistory({ history }: { history: ClaimHistoryView[] }) {
  // The server lists the steps oldest first.
  const newestFirst = [...history].reverse();
  return (
    <ol className="history" aria-label="History, newest first">
      {newestFirst.map((step, i) => (
        <li key={`${step.at}-${i}`} className="history__step" data-to={step.toStatus}>
          <p className="history__change">
            {step.fromStatus ? (
              <>
                {claimStatusName(step.fromStatus)} <span aria-label="to">→</span>{" "}
              </>
            ) : (
              "Filed as "
            )}
            <span className="text-strong">{claimStatusName(step.toStatus)}</span>
          </p>
          <p className="history__meta text-muted">
            {formatUtc(step.at)} · {actorName(step.actor)}
          </p>
          {step.note ? <p className="history__note">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
