// Settings → 'Two-factor sign-in': the status; "Set up" shows the QR code (the server's SVG as an
// image, never as markup) and the secret as text, then a code confirms it; the ten recovery codes
// are shown once, with Copy and a warning. Once on, it says how many recovery codes are left.
import { SubmitButton } from "#web/components/form/submit-button";
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { mfaConfirmSchema } from "#shared/schemas/admin";
import "#web/components/form/form.css";
import { FormSummary } from "#web/components/form/form-summary";
import { fieldBinding } from "#web/components/form/field-binding";
import { useFormValues } from "#web/components/form/use-form-values";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { copyText } from "#web/lib/copy-text";
import { useConfirmMfa, useMfaStatus, useStartMfaEnrolment } from "../api/admin-mfa-api";
import { useAdminPasskeys } from "../api/admin-passkeys-api";
import { groupSecret, mfaState, mfaStatusText, RECOVERY_CODES_LOW, recoveryCodesText, svgImageSrc } from "../lib/mfa-texts";
import { mfaToasts } from "../lib/mfa-toasts";
import "../admin-mfa.css";

export const MFA_CARD_ID = "mfa-card";
const CONFIRM_FORM_ID = "mfa-confirm";
const NO_CODE = { code: "" };
const STATE_WORDS = { on: "On", pending: "Not confirmed", off: "Off" } as const;

export function MfaCard({ username }: { username: string }) {
  const status = useMfaStatus();
  // A passkey is a second factor too: with one, the rule is met without codes.
  const hasPasskeys = (useAdminPasskeys().data?.passkeys.length ?? 0) > 0;
  const start = useStartMfaEnrolment();
  const [enrolment, setEnrolment] = useState<Schema<"MfaEnrolmentAnswer">>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  useErrorToast(status, mfaToasts.fetchStatusFailed);

  // With a passkey held, the browser asks for it first: the codes are a new second factor.
  const onStart = () =>
    start.mutate(hasPasskeys, {
      onSuccess: (answer) => {
        setEnrolment(answer);
        toast(mfaToasts.enrolmentStarted());
      },
      onError: (error) => {
        if (!isSessionLost(error)) toast(mfaToasts.enrolFailed(error));
      },
    });

  const state = status.data ? mfaState(status.data) : undefined;
  return (
    <section id={MFA_CARD_ID} className="card mfa-card" aria-labelledby="mfa-title" tabIndex={-1}>
      <h2 id="mfa-title" className="card__title">
        Two-factor sign-in
      </h2>
      {status.isPending ? (
        <p className="text-muted" role="status">
          Reading two-factor status…
        </p>
      ) : status.isError && !status.data ? (
        <LoadFailed message="Failed to fetch two-factor status" onRetry={() => void status.refetch()} />
      ) : status.data && state ? (
        <>
          <p className="mfa-card__status" data-state={state}>
            <span className={`mfa-state mfa-state--${state}`}>{STATE_WORDS[state]}</span> <span>{mfaStatusText(status.data)}</span>
          </p>
          {status.data.required && state !== "on" && !hasPasskeys ? (
            <p className="mfa-card__warning" role="alert">
              <span aria-hidden="true">⚠ </span>This server requires a second factor for every admin: the rest of the panel stays closed
              until two-factor sign-in is on or you add a passkey.
            </p>
          ) : null}
          {recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} username={username} onDone={() => setRecoveryCodes(undefined)} />
          ) : state === "on" ? (
            <MfaOnFacts status={status.data} />
          ) : enrolment ? (
            <Enrolment
              enrolment={enrolment}
              onConfirmed={(codes) => {
                setEnrolment(undefined);
                setRecoveryCodes(codes);
              }}
            />
          ) : (
            <div className="form-actions">
              <button type="button" className="term-button" disabled={start.isPending} onClick={onStart}>
                {start.isPending ? "Starting..." : state === "pending" ? "Start set-up again" : "Set up two-factor sign-in"}
              </button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

function MfaOnFacts({ status }: { status: Pick<Schema<"MfaStatusAnswer">, "recoveryCodesLeft"> }) {
  const low = status.recoveryCodesLeft <= RECOVERY_CODES_LOW;
  return (
    <p className={low ? "mfa-card__warning" : "text-muted mfa-card__note"}>
      Recovery codes left: <span className="text-strong">{status.recoveryCodesLeft}</span>. Each works once, in place of a code. When the
      phone is lost or the codes run out, an operator runs <code>aan admin mfa reset</code> for this account and you set it up again.
    </p>
  );
}

function Enrolment({ enrolment, onConfirmed }: { enrolment: Schema<"MfaEnrolmentAnswer">; onConfirmed: (codes: string[]) => void }) {
  const { values, set } = useFormValues(NO_CODE);
  const form = useFormSubmit({
    formId: CONFIRM_FORM_ID,
    schema: mfaConfirmSchema,
    fields: ["code"],
    mutation: useConfirmMfa(),
    sessionGuarded: true,
    successToast: (answer) => mfaToasts.confirmed(answer.message),
    onSuccess: (answer) => onConfirmed(answer.recoveryCodes),
    failureToast: mfaToasts.confirmFailed,
  });
  const field = fieldBinding(CONFIRM_FORM_ID, values, set, form.problem);
  const onCopySecret = async () => toast((await copyText(enrolment.secret)) ? mfaToasts.secretCopied() : mfaToasts.copyFailed());

  return (
    <div className="mfa-enrol">
      <ol className="mfa-enrol__steps">
        <li>Scan this QR code with an authenticator app (Aegis, Google Authenticator, 1Password…).</li>
        <li>Or type the secret into the app by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="mfa-enrol__grid">
        <img
          className="mfa-enrol__qr"
          src={svgImageSrc(enrolment.qrSvg)}
          alt="QR code of the two-factor secret for your authenticator app"
          width={192}
          height={192}
        />
        <div className="mfa-enrol__secret">
          <p className="form-field__label" id="mfa-secret-label">
            Secret
          </p>
          <p className="mfa-enrol__secret-text" aria-labelledby="mfa-secret-label" data-secret={enrolment.secret}>
            {groupSecret(enrolment.secret)}
          </p>
          <button type="button" className="term-button term-button--compact" onClick={() => void onCopySecret()}>
            Copy secret
          </button>
        </div>
      </div>
      <form
        id={CONFIRM_FORM_ID}
        className="form-stack mfa-enrol__form"
        onSubmit={form.onSubmit(values)}
        noValidate
        aria-label="Confirm two-factor sign-in"
      >
        <TextField
          {...field("code")}
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="mfa-code-input"
          action={<SubmitButton pending={form.pending} label="Confirm and turn on" pendingLabel="Confirming..." compact />}
        />
        <FormSummary id={`${CONFIRM_FORM_ID}-error`} message={form.problem?.summary} />
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const onCopy = async () => toast((await copyText(recoveryCodesText(codes, username))) ? mfaToasts.codesCopied() : mfaToasts.copyFailed());
  return (
    <div className="mfa-codes" role="region" aria-labelledby="mfa-codes-title">
      <h3 id="mfa-codes-title" className="mfa-codes__title">
        Recovery codes
      </h3>
      <p className="mfa-card__warning" role="alert">
        <span aria-hidden="true">⚠ </span>Shown this once only. Store them somewhere safe now (a password manager, or printed): each one
        signs you in once when your phone is not at hand. They are not shown again.
      </p>
      <ol className="mfa-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="term-button term-button--compact" onClick={() => void onCopy()}>
          Copy codes
        </button>
        <button type="button" className="term-button term-button--compact term-button--ghost" onClick={onDone}>
          I have stored them
        </button>
      </div>
    </div>
  );
}
