// A claim's deadlines (decision 0118), the same on the member's claim page and the admins' claim
// view: the answer's notice line (what they were computed from; verify with counsel), then one row
// per deadline: who owes what, the countdown in words, the due date, the citation as a link, the
// rule marked "unverified" where it is, and its caveat. Overdue carrier duties are red, the
// policyholder's own overdue duties amber.
import type { ReactNode } from "react";
import type { Schema } from "#web/lib/api-types";
import { countdownText, deadlineTone, dutyText, todayInState } from "./deadline-words";
import "#web/components/panel/panel.css";
import "./claim-clock.css";

export function ClaimDeadlineList({
  answer,
  stateForm,
}: {
  answer: Omit<Schema<"ClaimDeadlinesAnswer">, "success">;
  stateForm: ReactNode;
}) {
  const today = todayInState(answer.state);
  return (
    <div className="clock" data-testid="claim-deadlines">
      <div className="spread-row clock__state">
        <p className="clock__state-now">
          State: <span className="text-strong">{answer.state ?? "not set"}</span>
        </p>
        {stateForm}
      </div>
      <p className="clock__notice" data-testid="deadline-notice">
        {answer.notice}
      </p>
      {answer.deadlines.length === 0 ? (
        <p className="empty-state">No deadlines to count for this claim yet.</p>
      ) : (
        <ol className="plain-list clock__list" aria-label="Deadlines">
          {answer.deadlines.map((deadline) => (
            <DeadlineRow key={deadline.ruleId} deadline={deadline} today={today} />
          ))}
        </ol>
      )}
    </div>
  );
}

function DeadlineRow({ deadline, today }: { deadline: Schema<"ClaimDeadline">; today: string }) {
  const tone = deadlineTone(deadline);
  return (
    <li className="clock__row" data-rule={deadline.ruleId} data-status={deadline.status} data-tone={tone ?? "plain"}>
      <p className="clock__duty">{dutyText(deadline)}</p>
      <p className="clock__when">
        <span className="clock__countdown" data-testid="countdown">
          {countdownText(deadline, today)}
        </span>
        {deadline.dueOn ? <span className="clock__due text-muted">due {deadline.dueOn}</span> : null}
      </p>
      <p className="clock__source">
        <a className="text-link clock__citation" href={deadline.citation.url} target="_blank" rel="noopener noreferrer">
          {deadline.citation.text}
        </a>
        {deadline.unverified ? (
          <span className="clock__unverified">unverified</span>
        ) : deadline.verifiedOn ? (
          <span className="text-muted">verified {deadline.verifiedOn}</span>
        ) : null}
      </p>
      {deadline.caveat ? <p className="clock__caveat text-muted">{deadline.caveat}</p> : null}
    </li>
  );
}
