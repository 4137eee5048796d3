// Each side's api changes a claim given its id with the input; the clock's forms know only the
// input. Binding the id here keeps the member's page and the panel handing the same three actions.
import type { ClaimEventInput } from "#shared/schemas/claim-events";
import type { FormMutation } from "#web/components/form/use-form-submit";
import type { ClaimClockSource } from "./claim-clock";
import type { ClaimStateInput } from "./claim-state-form";

type ClaimChange<V> = FormMutation<V & { id: string }, unknown> & { variables?: V & { id: string } };

export function claimClockChanges(
  id: string,
  {
    add,
    remove,
    state,
  }: { add: ClaimChange<ClaimEventInput>; remove: ClaimChange<{ eventId: string }>; state: ClaimChange<ClaimStateInput> },
): Pick<ClaimClockSource, "addEvent" | "removeEvent" | "setState"> {
  return {
    addEvent: { mutate: (input, callbacks) => add.mutate({ id, ...input }, callbacks), isPending: add.isPending },
    removeEvent: {
      mutate: (eventId, callbacks) => remove.mutate({ id, eventId }, callbacks),
      isPending: remove.isPending,
      variables: remove.variables?.eventId,
    },
    setState: { mutate: (input, callbacks) => state.mutate({ id, ...input }, callbacks), isPending: state.isPending },
  };
}
