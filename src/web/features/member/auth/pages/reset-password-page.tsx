// /reset-password?token=…: the e-mailed link's page. The link is checked as the page opens: a dead
// one (used, expired, or replaced by a newer request) says so at once, with the way to a new one,
// instead of a form that would refuse the two passwords typed into it. A live link shows a new
// password and its confirmation, then the server's success message and the way to the login.
import { AuthSubmit } from "#web/components/auth-panel/auth-submit";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { resetCompleteSchema } from "#shared/schemas/members";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { FormFields } from "#web/components/form/form-fields";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { AuthPanel } from "#web/components/auth-panel/auth-panel";
import { isApiError } from "#web/lib/api-error";
import { useCompletePasswordReset, useResetLinkCheck } from "../api/password-reset-api";
import { ResetDone, type ResetCompleted } from "../components/reset-done";
import { memberAuthToasts } from "#web/features/member/shared/member-auth-toasts";
import { NEW_PASSWORD_FIELDS } from "../lib/new-password-fields";
import "../member-auth.css";

const FORM_ID = "reset-password";
const HEADING_ID = "reset-password-heading";
const EMPTY = { newPassword: "", confirmPassword: "" };

export function ResetPasswordPage() {
  usePageMeta(pageTitle("Choose a New Password"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { values, set } = useFormValues(EMPTY);
  const [done, setDone] = useState<ResetCompleted>();
  const link = useResetLinkCheck(token);
  // Only the server's refusal of the link is a dead link; an unreachable server leaves the form, whose submit will tell.
  const deadLink = isApiError(link.error) && link.error.status === 400 ? link.error.message : undefined;
  const complete = useCompletePasswordReset();
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: resetCompleteSchema,
    fields: ["newPassword", "confirmPassword"],
    mutation: complete,
    successToast: (answer) => memberAuthToasts.passwordReset(answer.message),
    failureToast: memberAuthToasts.resetFailed,
    onSuccess: (answer) => setDone(answer),
  });

  return (
    <AuthPanel
      channel="credential-recovery"
      status={done ? "exit 0" : deadLink ? "link refused" : link.isSuccess ? "link verified" : "verifying link"}
      headingId={HEADING_ID}
      className="member-auth"
    >
      <h1 id={HEADING_ID} className="screen-title">
        Choose a New Password
      </h1>
      {done ? (
        <ResetDone answer={done} />
      ) : !token ? (
        <>
          <div className="admin-notice" role="status">
            This page opens from the link in a password reset e-mail. The link you followed carries no reset token.
          </div>
          <Link to={PAGE_PATHS.forgotPassword} className="term-button admin-auth__submit">
            Request a Reset
          </Link>
        </>
      ) : link.isPending ? (
        <p className="status-line" role="status">
          Checking the link...
          <span className="cursor" aria-hidden="true" />
        </p>
      ) : deadLink ? (
        <>
          <div className="admin-notice" role="alert">
            {deadLink}
          </div>
          <Link to={PAGE_PATHS.forgotPassword} className="term-button admin-auth__submit">
            Request a New Link
          </Link>
        </>
      ) : (
        <>
          <p className="text-muted">The link works once, within 10 minutes of the request. Every signed-in device is signed out.</p>
          <form id={FORM_ID} className="form-stack" onSubmit={form.onSubmit({ ...values, token })} noValidate>
            <FormFields formId={FORM_ID} fields={NEW_PASSWORD_FIELDS} values={values} problem={form.problem} onChange={set} />
            <AuthSubmit formId={FORM_ID} problem={form.problem} pending={form.pending} label="Reset Password" pendingLabel="Resetting..." />
          </form>
          <div className="admin-auth__footer member-auth__links">
            <Link to={PAGE_PATHS.forgotPassword} className="text-link">
              Link expired? Request a new one
            </Link>
          </div>
        </>
      )}
    </AuthPanel>
  );
}
