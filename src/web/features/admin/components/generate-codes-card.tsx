// 'Generate New Codes': a batch of 1-100 random codes, or one custom code (spec §2, §5).
import { useState, type FormEvent } from "react";
import { BATCH_COUNT_DEFAULT, BATCH_COUNT_MAX, BATCH_COUNT_MIN } from "../../../../shared/constants";
import { countFromText, customCodeSchema } from "../../../../shared/schemas/invitation-codes";
import { toast } from "../../../components/toast/toast-store";
import { useCreateCustomCode, useGenerateCodes } from "../api/invitation-codes-api";
import { adminToasts } from "../lib/admin-toasts";
import { parseField } from "../lib/form-check";

export function GenerateCodesCard() {
  const [count, setCount] = useState(String(BATCH_COUNT_DEFAULT));
  const [customCode, setCustomCode] = useState("");
  const generate = useGenerateCodes();
  const createCustom = useCreateCustomCode();

  const onGenerate = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseField(countFromText, count);
    if (!parsed.ok) {
      toast(adminToasts.invalidInput(parsed.message));
      return;
    }
    generate.mutate(parsed.data, {
      onSuccess: (answer) => toast(adminToasts.codesGenerated(answer.message, parsed.data)),
      onError: () => toast(adminToasts.generateFailed()),
    });
  };

  const onCreateCustom = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseField(customCodeSchema, { code: customCode });
    if (!parsed.ok) {
      toast(adminToasts.invalidInput(parsed.message));
      return;
    }
    const code = parsed.data.code;
    createCustom.mutate(code, {
      onSuccess: (answer) => {
        toast(adminToasts.customCodeCreated(answer.message, code));
        setCustomCode("");
      },
      onError: (error) => toast(adminToasts.customCodeFailed(error)),
    });
  };

  return (
    <section className="admin-card" aria-labelledby="generate-heading">
      <h2 id="generate-heading" className="admin-card__title">
        Generate New Codes
      </h2>
      <div className="admin-generate">
        <form className="admin-generate__form" onSubmit={onGenerate} noValidate>
          <label htmlFor="generate-count" className="admin-field__label">
            Batch size ({BATCH_COUNT_MIN}–{BATCH_COUNT_MAX})
          </label>
          <div className="admin-inline">
            <input
              id="generate-count"
              className="admin-input admin-input--count"
              type="number"
              inputMode="numeric"
              min={BATCH_COUNT_MIN}
              max={BATCH_COUNT_MAX}
              step={1}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
            <button type="submit" className="term-button" disabled={generate.isPending}>
              {generate.isPending ? "Generating..." : "Generate Codes"}
            </button>
          </div>
        </form>
        <form className="admin-generate__form" onSubmit={onCreateCustom} noValidate>
          <label htmlFor="custom-code" className="admin-field__label">
            Custom code
          </label>
          <div className="admin-inline">
            <input
              id="custom-code"
              className="admin-input admin-input--code"
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. VIP-2025"
              value={customCode}
              onChange={(e) => setCustomCode(e.target.value)}
            />
            <button type="submit" className="term-button" disabled={createCustom.isPending}>
              {createCustom.isPending ? "Creating..." : "Create Code"}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
