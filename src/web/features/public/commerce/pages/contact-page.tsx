// /contact (public-screens.md §2.12, §5, §8): the 'Secure Message' form. Checked with the shared
// schema the server applies (all four fields, a valid e-mail, one of the operation types); a
// purchase chosen on the packages page, and a signed-in member's name and e-mail, arrive filled in;
// "TRANSMITTING..." and disabled while sending; the form is kept on failure and cleared on success.
// A hidden `website` field, left empty by people, marks bots (the server drops what they send).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";

import { SUPPORT_RESPONSE_TEXT } from "#shared/billing-policy";
import { CONTACT_INCOMPLETE, OPERATION_TYPES } from "#shared/contact-form";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { checkForm, problemFromError, type FormProblem } from "#web/components/form/form-check";
import { fieldId } from "#web/components/form/form-fields";
import { FormSummary } from "#web/components/form/form-summary";
import { TextField } from "#web/components/form/text-field";
import { SelectField } from "#web/components/form/select-field";
import { SubmitButton } from "#web/components/form/submit-button";
import { fieldBinding } from "#web/components/form/field-binding";
import { useFormValues } from "#web/components/form/use-form-values";
import { lazySchema, useSchemaOnFocus } from "#web/components/form/use-form-submit";
import "#web/components/form/form.css";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useSendContactMessage } from "../api/contact-api";
import { contactToasts } from "../lib/contact-toasts";
import { CommerceFoot } from "../components/commerce-foot";
import { operationLabel } from "#web/lib/operation-label";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { contactPrefillOf, memberContact } from "../lib/purchase-inquiry";
import "../commerce-pages.css";
import "./contact-page.css";

const FORM_ID = "contact";
type ContactKey = "callsign" | "encryptedChannel" | "operationType" | "missionDetails" | "website";
const FIELDS: readonly ContactKey[] = ["callsign", "encryptedChannel", "operationType", "missionDetails"];
const EMPTY: Record<ContactKey, string> = { callsign: "", encryptedChannel: "", operationType: "", missionDetails: "", website: "" };

const isIncomplete = (problem: FormProblem) =>
  problem.summary === CONTACT_INCOMPLETE || Object.values(problem.fields).includes(CONTACT_INCOMPLETE);

function focusFirst(problem: FormProblem | undefined) {
  const first = problem && FIELDS.find((key) => key in problem.fields);
  if (first) document.getElementById(fieldId(FORM_ID, first))?.focus();
}

// zod comes in its own chunk once the person steps into the form (use-form-submit.ts).
const contactSchema = lazySchema(() => import("#shared/schemas/content").then((m) => m.contactMessageSchema));

const OPERATION_CHOICES = { options: OPERATION_TYPES, optionLabel: operationLabel };

/**
 * Fills what the person came with: a purchase chosen on the packages page (its operation type and
 * words), and a signed-in member's name and e-mail. After the first render, so a prerendered page
 * hydrates as rendered; only once each, so nothing the person typed is overwritten.
 */
function usePrefill(set: (key: ContactKey, value: string) => void) {
  const prefill = contactPrefillOf(useLocation().state);
  const member = useCurrentMember().data?.user;
  const applied = useRef({ prefill: false, member: false });
  useEffect(() => {
    if (prefill && !applied.current.prefill) {
      applied.current.prefill = true;
      set("operationType", prefill.operationType);
      set("missionDetails", prefill.missionDetails);
    }
    if (member && !applied.current.member) {
      applied.current.member = true;
      const contact = memberContact(member);
      set("callsign", contact.callsign);
      set("encryptedChannel", contact.encryptedChannel);
    }
  }, [prefill, member, set]);
}

export function ContactPage() {
  usePageMeta(pageTitle("Contact"), "Send a secure message to the AAN network.");
  const { values, set, reset } = useFormValues(EMPTY);
  usePrefill(set);
  const [problem, setProblem] = useState<FormProblem>();
  const send = useSendContactMessage();
  const sending = send.isPending;
  // The "INCOMPLETE TRANSMISSION" notice of the last try: it goes once the corrected form is sent.
  const incompleteNotice = useRef<ReturnType<typeof toast> | null>(null);

  useSchemaOnFocus(FORM_ID, contactSchema);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    contactSchema.load().then(check, (error: unknown) => toast(contactToasts.sendFailed(error)));
  };

  const check = (schema: Awaited<ReturnType<typeof contactSchema.load>>) => {
    const checked = checkForm(schema, values, FIELDS);
    if (!checked.ok) {
      setProblem(checked.problem);
      if (isIncomplete(checked.problem)) {
        incompleteNotice.current?.dismiss();
        incompleteNotice.current = toast(contactToasts.incomplete());
      }
      focusFirst(checked.problem);
      return;
    }
    setProblem(undefined);
    incompleteNotice.current?.dismiss();
    incompleteNotice.current = null;
    send.mutate(checked.data, {
      onSuccess: () => {
        toast(contactToasts.sent());
        reset();
      },
      onError: (error) => {
        toast(contactToasts.sendFailed(error));
        const refused = problemFromError(error, FIELDS);
        setProblem(refused);
        focusFirst(refused);
      },
    });
  };

  const field = fieldBinding(FORM_ID, values, set, problem);
  const summary = problem?.summary === CONTACT_INCOMPLETE ? undefined : problem?.summary;

  return (
    <div className="commerce contact">
      <header className="commerce__head">
        <p className="screen-kicker">
          <span className="status-dot" aria-hidden="true" /> COMMS // ENCRYPTED
        </p>
        <h1 className="screen-title screen-title--large">Contact</h1>
        <p className="text-muted commerce__lead">
          Questions about the network, a package or a claim: send a message and an operative answers by e-mail.
        </p>
      </header>

      <section className="contact__panel terminal-panel" aria-labelledby="secure-message-title">
        <div className="terminal-panel__bar">
          <span>channel // secure</span>
          <span>{sending ? "transmitting" : "ready"}</span>
        </div>
        <div className="contact__body">
          <h2 id="secure-message-title" className="glow-title contact__title">
            Secure Message
          </h2>
          <form id={FORM_ID} className="form-stack contact__form" onSubmit={onSubmit} noValidate aria-busy={sending}>
            <TextField {...field("callsign")} label="Callsign (name or company)" required autoComplete="organization" />
            <TextField
              {...field("encryptedChannel")}
              label="Encrypted channel (e-mail)"
              type="email"
              inputMode="email"
              required
              autoComplete="email"
            />
            <SelectField
              {...field("operationType")}
              {...OPERATION_CHOICES}
              label="Operation type"
              required
              placeholder="Select operation type"
            />
            <TextField {...field("missionDetails")} label="Mission details" multiline required />
            {/* The honeypot: out of sight, out of the tab order and of the accessibility tree. */}
            <div className="honeypot" aria-hidden="true">
              <label htmlFor={fieldId(FORM_ID, "website")}>Website</label>
              <input
                id={fieldId(FORM_ID, "website")}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(e) => set("website", e.target.value)}
              />
            </div>
            <FormSummary id={`${FORM_ID}-error`} message={summary} />
            <SubmitButton pending={sending} label="TRANSMIT" pendingLabel="TRANSMITTING..." className="term-button contact__submit" />
          </form>
        </div>
      </section>

      <aside className="contact__aside card" aria-labelledby="contact-protocol-title">
        <h2 id="contact-protocol-title" className="card__title">
          Protocol
        </h2>
        <ul className="rule-list">
          <li>
            <span className="text-strong">Response time: </span>
            {SUPPORT_RESPONSE_TEXT}
          </li>
          <li>Members with a package send claim files and photos through the messaging service, not through this form.</li>
          <li>Never put passwords or card numbers in a message.</li>
        </ul>
      </aside>

      <CommerceFoot
        back={{ to: PAGE_PATHS.packages, label: "Deployment packages" }}
        forward={{ to: PAGE_PATHS.appraisers, label: "Appraiser directory" }}
      />
    </div>
  );
}
