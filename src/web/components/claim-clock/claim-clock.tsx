// A claim's clock on its page (decision 0118): the "Deadlines" section (state, notice, rows) and
// the "Events" section (timeline and the Add event form), the same for the member and the
// admins; each side gives its queries and changes (its api file) and its own card frame.
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import type { ClaimEventInput } from "#shared/schemas/claim-events";
import type { FormMutation } from "#web/components/form/use-form-submit";
import { countText } from "#web/lib/count-text";
import { ClaimDeadlineList } from "./claim-deadline-list";
import { AddEventForm, ClaimEventTimeline, type RemoveEvent } from "./claim-event-timeline";
import { ClaimStateForm, type ClaimStateInput } from "./claim-state-form";

export type ClaimClockSource = {
  deadlines: UseQueryResult<Omit<Schema<"ClaimDeadlinesAnswer">, "success">>;
  events: UseQueryResult<Omit<Schema<"ClaimEventsAnswer">, "success">>;
  addEvent: FormMutation<ClaimEventInput, unknown>;
  removeEvent: RemoveEvent;
  setState: FormMutation<ClaimStateInput, unknown>;
};

/** A section's frame: the side's card with its title and what stands beside it. */
export type ClaimClockFrame = (section: { id: string; title: string; aside: string; children: ReactNode }) => ReactNode;

export function ClaimClock({
  source,
  frame,
  idPrefix,
  sessionGuarded = false,
}: {
  source: ClaimClockSource;
  frame: ClaimClockFrame;
  /** Keeps the form ids of the member's page and the panel apart. */
  idPrefix: string;
  sessionGuarded?: boolean;
}) {
  const { deadlines, events } = source;
  const open = deadlines.data?.deadlines.filter((d) => d.status === "overdue" || d.status === "due-today" || d.status === "upcoming");
  return (
    <>
      {frame({
        id: `${idPrefix}-deadlines`,
        title: "Deadlines",
        aside: open ? countText(open.length, "open", "open") : "",
        children: (
          <Loaded query={deadlines} what="Deadlines">
            {(answer) => (
              <ClaimDeadlineList
                answer={answer}
                stateForm={
                  // Keyed on the state: after a change the field starts again from what was stored.
                  <ClaimStateForm
                    key={answer.state ?? ""}
                    formId={`${idPrefix}-state`}
                    state={answer.state}
                    mutation={source.setState}
                    sessionGuarded={sessionGuarded}
                  />
                }
              />
            )}
          </Loaded>
        ),
      })}
      {frame({
        id: `${idPrefix}-events`,
        title: "Events",
        aside: events.data ? countText(events.data.events.length, "event", "events") : "",
        children: (
          <div className="clock__timeline">
            <Loaded query={events} what="Events">
              {(answer) => <ClaimEventTimeline events={answer.events} remove={source.removeEvent} />}
            </Loaded>
            <AddEventForm formId={`${idPrefix}-event`} mutation={source.addEvent} sessionGuarded={sessionGuarded} />
          </div>
        ),
      })}
    </>
  );
}

function Loaded<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <p className="text-muted" role="status">
        {what} could not be loaded.{" "}
        <button type="button" className="term-button term-button--compact term-button--ghost" onClick={() => void query.refetch()}>
          Retry
        </button>
      </p>
    );
  return (
    <p className="status-line" role="status">
      Loading {what.toLowerCase()}…
    </p>
  );
}
