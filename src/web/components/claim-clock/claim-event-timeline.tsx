// A claim's events as a timeline, oldest first (date, what happened in words, the note), each with
// a Remove button that asks first; then the "Add event" form: the kind as a select of the words,
// the date as YYYY-MM-DD, an optional note. Both checked with the shared schema the server applies;
// a refusal's message sits under the field it names.
import type { Schema } from "#web/lib/api-types";
import { CLAIM_EVENT_KINDS, CLAIM_EVENT_WORDS } from "#shared/claim-events";
import { CLAIM_NOTE_MAX } from "#shared/schemas/claims";
import { claimEventSchema, type ClaimEventInput } from "#shared/schemas/claim-events";
import { ActionButton } from "#web/components/action-button/action-button";
import { DATE_INPUT, DAY_FORMAT } from "#web/components/form/date-input";
import { fieldBinding } from "#web/components/form/field-binding";
import { FormSummary } from "#web/components/form/form-summary";
import { SelectField } from "#web/components/form/select-field";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit, type FormMutation } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { toast } from "#web/components/toast/toast-store";
import { isSessionLost } from "#web/lib/api-error";
import { claimClockToasts, removeEventConfirmation } from "./claim-clock-toasts";
import "#web/components/panel/panel.css";
import "./claim-clock.css";

export type RemoveEvent = FormMutation<string, unknown> & { variables?: string };

export function ClaimEventTimeline({ events, remove }: { events: readonly Schema<"ClaimEvent">[]; remove: RemoveEvent }) {
  if (events.length === 0) return <p className="empty-state">No events recorded yet: add the first below (when the claim was reported).</p>;
  const onRemove = (event: Schema<"ClaimEvent">) => {
    if (!window.confirm(removeEventConfirmation(event.kind, event.on))) return;
    remove.mutate(event.id, {
      onSuccess: () => toast(claimClockToasts.eventRemoved()),
      onError: (error) => {
        if (!isSessionLost(error)) toast(claimClockToasts.removeFailed(error));
      },
    });
  };
  return (
    <ol className="plain-list clock__events" aria-label="Events, oldest first">
      {events.map((event) => (
        <li key={event.id} className="clock__event" data-kind={event.kind}>
          <p className="clock__event-line">
            <span className="clock__event-date">{event.on}</span>
            <span className="clock__event-words">{CLAIM_EVENT_WORDS[event.kind]}</span>
            <ActionButton
              text="Remove"
              tone="danger"
              label={`Remove event: ${CLAIM_EVENT_WORDS[event.kind]} on ${event.on}`}
              busy={remove.isPending && remove.variables === event.id}
              busyText="Removing..."
              onClick={() => onRemove(event)}
            />
          </p>
          {event.note ? <p className="note-box">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

const FIELDS = ["kind", "on", "note"] as const;
const KIND_CHOICES = CLAIM_EVENT_KINDS.map((kind) => ({ value: kind, label: CLAIM_EVENT_WORDS[kind] }));
const EMPTY_EVENT = { kind: "", on: "", note: "" };

export function AddEventForm({
  formId,
  mutation,
  sessionGuarded = false,
}: {
  formId: string;
  mutation: FormMutation<ClaimEventInput, unknown>;
  sessionGuarded?: boolean;
}) {
  const { values, set, reset } = useFormValues(EMPTY_EVENT);
  const form = useFormSubmit({
    formId,
    schema: claimEventSchema,
    fields: FIELDS,
    mutation,
    sessionGuarded,
    successToast: (_answer, sent) => claimClockToasts.eventAdded(sent.kind, sent.on),
    failureToast: claimClockToasts.addFailed,
    onSuccess: reset,
  });
  const field = fieldBinding(formId, values, set, form.problem);
  return (
    <form className="clock__add" aria-label="Add event" noValidate onSubmit={form.onSubmit(values)}>
      <h3 className="clock__add-title">Add event</h3>
      <div className="clock__add-fields">
        <SelectField {...field("kind")} label="What happened" required placeholder="Select…" options={KIND_CHOICES} />
        <TextField {...field("on")} label="On" required {...DATE_INPUT} hint={DAY_FORMAT} />
      </div>
      <TextField {...field("note")} label="Note" multiline maxLength={CLAIM_NOTE_MAX} hint="Optional: who, how, a reference." />
      <FormSummary id={`${formId}-error`} message={form.problem?.summary} />
      <div className="form-actions">
        <button type="submit" className="term-button term-button--compact" disabled={form.pending}>
          {form.pending ? "Saving..." : "Add event"}
        </button>
      </div>
    </form>
  );
}
