// 'Generate New Codes': a batch of 1-100 random codes, or one custom code (spec §2, §5).
import { useState } from "react";
import { z } from "zod";
import { BATCH_COUNT_DEFAULT, BATCH_COUNT_MAX, BATCH_COUNT_MIN, INVITATION_CODE_MAX_LENGTH } from "#shared/constants";
import { countFromText, customCodeSchema } from "#shared/schemas/invitation-codes";
import { TextField } from "../../../components/form/text-field";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import "../../../components/panel/panel.css";
import { useCreateCustomCode, useGenerateCodes } from "../api/invitation-codes-api";
import { codeToasts } from "../lib/code-toasts";
import "../invitation-codes.css";

/** The batch form holds one field: the shared count rule, under the name the field has. */
const batchSchema = z.object({ count: countFromText });

export function GenerateCodesCard() {
  const [count, setCount] = useState(String(BATCH_COUNT_DEFAULT));
  const [customCode, setCustomCode] = useState("");

  const batch = useFormSubmit({
    formId: "generate",
    schema: batchSchema,
    fields: ["count"],
    mutation: useGenerateCodes(),
    toVariables: (parsed) => parsed.count,
    sessionGuarded: true,
    toastInvalid: true,
    successToast: (answer, sent) => codeToasts.codesGenerated(answer.message, sent.count),
    failureToast: codeToasts.generateFailed,
  });

  const custom = useFormSubmit({
    formId: "custom",
    schema: customCodeSchema,
    fields: ["code"],
    mutation: useCreateCustomCode(),
    toVariables: (parsed) => parsed.code,
    sessionGuarded: true,
    toastInvalid: true,
    successToast: (answer, sent) => codeToasts.customCodeCreated(answer.message, sent.code),
    onSuccess: () => setCustomCode(""),
    failureToast: codeToasts.customCodeFailed,
  });

  return (
    <section className="card" aria-labelledby="generate-heading">
      <h2 id="generate-heading" className="card__title">
        Generate New Codes
      </h2>
      <div className="code-generate">
        <form className="code-generate__form" onSubmit={batch.onSubmit({ count })} noValidate>
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
            action={
              <button type="submit" className="term-button" disabled={batch.pending}>
                {batch.pending ? "Generating..." : "Generate Codes"}
              </button>
            }
          />
        </form>
        <form className="code-generate__form" onSubmit={custom.onSubmit({ code: customCode })} noValidate>
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
            action={
              <button type="submit" className="term-button" disabled={custom.pending}>
                {custom.pending ? "Creating..." : "Create Code"}
              </button>
            }
          />
        </form>
      </div>
    </section>
  );
}
