// 'Generate New Codes': a batch of 1-100 random codes, or one custom code (spec §2, §5), with
// an optional expiry for either.
import { SubmitButton } from "#web/components/form/submit-button";
import { useState } from "react";
import { z } from "#zod";
import { BATCH_COUNT_DEFAULT, BATCH_COUNT_MAX, BATCH_COUNT_MIN, CODE_EXPIRY_DAYS_MAX, INVITATION_CODE_MAX_LENGTH } from "#shared/constants";
import { countFromText, customCodeSchema, expiryFromText } from "#shared/schemas/invitation-codes";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { TitledCard } from "#web/components/panel/titled-card";
import { useCreateCustomCode, useGenerateCodes } from "../api/invitation-codes-api";
import { codeToasts } from "../lib/code-toasts";
import "../invitation-codes.css";

/** The batch form: the shared count rule and the shared expiry rule, under the fields' names. */
const batchSchema = z.object({ count: countFromText, expiresInDays: expiryFromText });
/** The custom form: the shared code rule, the expiry as typed. */
const customSchema = customCodeSchema.extend({ expiresInDays: expiryFromText });

export function GenerateCodesCard() {
  const [count, setCount] = useState(String(BATCH_COUNT_DEFAULT));
  const [customCode, setCustomCode] = useState("");
  // One expiry for whichever form is sent: empty = the operator's default, "never" = none.
  const [expiry, setExpiry] = useState("");

  const batch = useFormSubmit({
    formId: "generate",
    schema: batchSchema,
    fields: ["count", "expiresInDays"],
    mutation: useGenerateCodes(),
    toVariables: (parsed) => parsed,
    sessionGuarded: true,
    toastInvalid: true,
    successToast: (answer, sent) => codeToasts.codesGenerated(answer.message, sent.count),
    failureToast: codeToasts.generateFailed,
  });

  const custom = useFormSubmit({
    formId: "custom",
    schema: customSchema,
    fields: ["code", "expiresInDays"],
    mutation: useCreateCustomCode(),
    toVariables: (parsed) => parsed,
    sessionGuarded: true,
    toastInvalid: true,
    successToast: (answer, sent) => codeToasts.customCodeCreated(answer.message, sent.code),
    onSuccess: () => setCustomCode(""),
    failureToast: codeToasts.customCodeFailed,
  });

  return (
    <TitledCard id="generate-heading" title="Generate New Codes">
      <div className="code-generate">
        <form className="code-generate__form" onSubmit={batch.onSubmit({ count, expiresInDays: expiry })} noValidate>
          <TextField
            id="generate-count"
            label={`Batch size (${BATCH_COUNT_MIN}–${BATCH_COUNT_MAX})`}
            type="number"
            inputMode="numeric"
            min={BATCH_COUNT_MIN}
            max={BATCH_COUNT_MAX}
            className="code-generate__count"
            value={count}
            error={batch.problem?.fields.count}
            onChange={setCount}
            action={<SubmitButton pending={batch.pending} label="Generate Codes" pendingLabel="Generating..." />}
          />
        </form>
        <form className="code-generate__form" onSubmit={custom.onSubmit({ code: customCode, expiresInDays: expiry })} noValidate>
          <TextField
            id="custom-code"
            label="Custom code"
            hint={`Letters, digits and dashes; up to ${INVITATION_CODE_MAX_LENGTH}. Saved in capitals.`}
            autoComplete="off"
            maxLength={INVITATION_CODE_MAX_LENGTH}
            placeholder="e.g. VIP-2025"
            className="code-generate__code"
            value={customCode}
            error={custom.problem?.fields.code ?? custom.problem?.summary}
            onChange={setCustomCode}
            action={<SubmitButton pending={custom.pending} label="Create Code" pendingLabel="Creating..." />}
          />
        </form>
        <TextField
          id="code-expiry"
          label="Expires after (days)"
          hint={`For the codes made next: 1–${CODE_EXPIRY_DAYS_MAX} days, "never", or empty for the default.`}
          inputMode="numeric"
          autoComplete="off"
          placeholder="default"
          className="code-generate__expiry"
          value={expiry}
          error={batch.problem?.fields.expiresInDays ?? custom.problem?.fields.expiresInDays}
          onChange={setExpiry}
        />
      </div>
    </TitledCard>
  );
}
