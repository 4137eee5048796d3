// /forgot-password: ask for a reset by e-mail link or SMS code. The same neutral confirmation shows
// whether or not an account matched; after an SMS request the code and new password are entered here.
import { useState } from "react";
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { AuthPanel } from "#web/components/auth-panel/auth-panel";
import type { ResetRequestAnswer } from "../api/password-reset-api";
import { ResetDone, type ResetCompleted } from "../components/reset-done";
import { ResetRequestForm, type ResetType } from "../components/reset-request-form";
import { SmsResetForm } from "../components/sms-reset-form";
import "../member-auth.css";

const HEADING_ID = "forgot-password-heading";
type Step =
  { at: "request" } | { at: "requested"; answer: ResetRequestAnswer; resetType: ResetType } | { at: "done"; answer: ResetCompleted };

const NEXT_STEP: Record<ResetType, string> = {
  email: "Open the link in the e-mail within 10 minutes to choose a new password.",
  sms: "Enter the 6-digit code from the text message within 10 minutes, with your new password.",
};

export function ForgotPasswordPage() {
  usePageMeta(pageTitle("Password Reset"));
  const [step, setStep] = useState<Step>({ at: "request" });

  return (
    <AuthPanel
      channel="credential-recovery"
      status={step.at === "done" ? "exit 0" : "awaiting operator"}
      headingId={HEADING_ID}
      className="member-auth"
    >
      <h1 id={HEADING_ID} className="screen-title">
        Password Reset
      </h1>
      {step.at === "request" ? (
        <>
          <p className="text-muted">Enter the e-mail address or phone number of your account.</p>
          <ResetRequestForm onRequested={(answer, resetType) => setStep({ at: "requested", answer, resetType })} />
        </>
      ) : step.at === "requested" ? (
        <>
          <div className="member-auth__result" role="status">
            <p>{step.answer.message}</p>
            <p className="text-muted">{NEXT_STEP[step.resetType]}</p>
          </div>
          {step.resetType === "sms" ? (
            <SmsResetForm resetId={step.answer.resetId} onDone={(answer) => setStep({ at: "done", answer })} />
          ) : null}
          <button type="button" className="term-button term-button--ghost term-button--compact" onClick={() => setStep({ at: "request" })}>
            Start over
          </button>
        </>
      ) : (
        <ResetDone answer={step.answer} />
      )}
      <div className="admin-auth__footer member-auth__links">
        <Link to={PAGE_PATHS.login} className="text-link">
          <span aria-hidden="true">◄ </span>Back to login
        </Link>
      </div>
    </AuthPanel>
  );
}
