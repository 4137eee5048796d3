// The toasts of a claim's events and state, the same for members and admins: the server's own
// sentence whenever it refused.
import { changeFailed, failed, failureDescription, succeeded } from "#web/components/toast/toast-text";
import { CLAIM_EVENT_WORDS, type ClaimEventKind } from "#shared/claim-events";

export const claimClockToasts = {
  eventAdded: (kind: ClaimEventKind, on: string) =>
    succeeded("Event recorded", `${CLAIM_EVENT_WORDS[kind]} on ${on}; the deadlines follow`),
  addFailed: (error: unknown) =>
    failed(
      "Failed to record event",
      failureDescription(error, { answered: "The event was not recorded", thrown: "Unable to reach the server" }),
    ),
  eventRemoved: () => succeeded("Event removed", "The deadlines follow"),
  removeFailed: (error: unknown) => changeFailed("Failed to remove event", error),
  stateSet: (state: string | null) => succeeded(state ? `State set to ${state}` : "State cleared", "The deadlines follow"),
  stateFailed: (error: unknown) =>
    failed(
      "Failed to set state",
      failureDescription(error, { answered: "The state was not changed", thrown: "Unable to reach the server" }),
    ),
} as const;

/** Asked before an event is removed: the deadlines it started or met change with it. */
export const removeEventConfirmation = (kind: ClaimEventKind, on: string) =>
  `Remove "${CLAIM_EVENT_WORDS[kind]}" on ${on}? The deadlines it started or met are counted again without it.`;
