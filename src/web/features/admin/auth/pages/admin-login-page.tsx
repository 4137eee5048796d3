// /admin-login: the admin sign-in (spec §2, §8). Before the first setup it says there is no
// admin yet and points to /admin-setup; an admin who is already signed in goes on to /admin.
// With two-factor sign-in on, a right password answers 401 "Two-factor code required" (issue on
// "code"): a code field appears and the next Sign In sends it with the same username and password.
// An admin with passkeys (decision 0139) is offered "Use a passkey" at that step (issue on
// "passkey"); one with passkeys and no codes gets only that button.
import { AuthSubmit } from "#web/components/auth-panel/auth-submit";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { adminLoginSchema } from "#shared/schemas/admin";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { useFormValues } from "#web/components/form/use-form-values";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { asksForCode, asksForPasskey } from "../lib/mfa-texts";
import { useAdminPasskeyLogin } from "../api/admin-passkeys-api";
import { passkeyToasts } from "../lib/passkey-toasts";
import { toast } from "#web/components/toast/toast-store";
import { FormSummary } from "#web/components/form/form-summary";
import { mfaToasts } from "../lib/mfa-toasts";
import { useAdminLogin, useAdminMe } from "#web/lib/sessions/admin-session-api";
import { useSetupStatus } from "../api/admin-setup-api";
import { AuthPanel } from "#web/components/auth-panel/auth-panel";
import { authToasts } from "../lib/auth-toasts";

const FORM_ID = "admin-login";
type LoginKey = "username" | "password" | "code";
const EMPTY: Record<LoginKey, string> = { username: "", password: "", code: "" };
const LOGIN_FIELDS: ReadonlyArray<FieldSpec<LoginKey>> = [
  { key: "username", label: "Username", autoComplete: "username" },
  { key: "password", label: "Password", type: "password", autoComplete: "current-password" },
];
const CODE_FIELD: FieldSpec<LoginKey> = {
  key: "code",
  label: "Two-factor code",
  autoComplete: "one-time-code",
  maxLength: 20,
  hint: "6 digits from your authenticator app, or a recovery code",
};
const CODE_FIELDS: ReadonlyArray<FieldSpec<LoginKey>> = [...LOGIN_FIELDS, CODE_FIELD];
// "code" is always a known field: the server's "code required" lands under it once it shows.
const KNOWN_FIELDS: readonly LoginKey[] = ["username", "password", "code"];

function NoAdminYet() {
  return (
    <div className="admin-notice admin-notice--first-run" role="status">
      <p>No admin account exists yet. Run the one-time setup to create the super admin.</p>
      <Link to={PAGE_PATHS.adminSetup} className="term-button term-button--compact">
        Open Admin Setup<span aria-hidden="true"> ►</span>
      </Link>
    </div>
  );
}

export function AdminLoginPage() {
  usePageMeta(pageTitle("Admin Login"));
  const { values, set } = useFormValues(EMPTY);
  const [codeAsked, setCodeAsked] = useState(false);
  const [passkeyAsked, setPasskeyAsked] = useState(false);
  const [passkeyProblem, setPasskeyProblem] = useState<string>();
  const login = useAdminLogin();
  const passkeyLogin = useAdminPasskeyLogin();
  const me = useAdminMe();
  const setupStatus = useSetupStatus();
  const navigate = useNavigate();

  // Only a fresh answer counts: a cached one may belong to a session that has since ended.
  const signedIn = me.isFetchedAfterMount && !me.isFetching && Boolean(me.data);
  useEffect(() => {
    if (signedIn) navigate(PAGE_PATHS.admin, { replace: true });
  }, [signedIn, navigate]);

  const form = useFormSubmit({
    formId: FORM_ID,
    schema: adminLoginSchema,
    fields: KNOWN_FIELDS,
    mutation: login,
    successToast: (answer) => authToasts.loginSucceeded(answer.admin.fullName, answer.firstSignIn),
    onSuccess: () => navigate(PAGE_PATHS.admin),
    failureToast: (error) =>
      asksForCode(error) ? mfaToasts.codeAsked() : asksForPasskey(error) ? passkeyToasts.passkeyAsked() : authToasts.loginFailed(error),
    onFailure: (error) => {
      // The password was right and a second step is asked: keep it for the retry with the code or passkey.
      if (asksForCode(error) || asksForPasskey(error)) {
        // First time: the new field and the toast say it; no red mark on a field not yet seen.
        if (!codeAsked && !passkeyAsked) form.clearProblem();
        setCodeAsked(asksForCode(error));
        setPasskeyAsked(asksForPasskey(error));
      } else if (codeAsked) set("code", "");
      else if (!passkeyAsked) set("password", "");
    },
  });

  const onPasskey = () => {
    setPasskeyProblem(undefined);
    passkeyLogin.mutate(
      { username: values.username, password: values.password },
      {
        onSuccess: (answer) => {
          toast(authToasts.loginSucceeded(answer.admin.fullName, answer.firstSignIn));
          navigate(PAGE_PATHS.admin);
        },
        onError: (error) => {
          setPasskeyProblem(error.message);
          toast(passkeyToasts.passkeySignInFailed(error));
        },
      },
    );
  };

  // The code field appears after the answer that asks for it: focus it then.
  useEffect(() => {
    if (codeAsked) document.getElementById(`${FORM_ID}-code`)?.focus();
  }, [codeAsked]);

  // Only what the form shows is sent: no code before the server asks for one.
  const sent = codeAsked ? values : { username: values.username, password: values.password };

  return (
    <AuthPanel channel="admin-auth // restricted" status="secure channel" headingId="admin-login-heading">
      <h1 id="admin-login-heading" className="screen-title">
        Admin Access
      </h1>
      <p className="text-muted">Authorized personnel only. Sign in to the control panel.</p>
      {setupStatus.data?.setupDone === false ? <NoAdminYet /> : null}
      <p className="admin-notice" role="note">
        <span aria-hidden="true">⚠ </span>All admin access attempts are logged and monitored.
      </p>
      <form id={FORM_ID} className="form-stack" onSubmit={form.onSubmit(sent)} noValidate>
        <FormFields
          formId={FORM_ID}
          fields={codeAsked ? CODE_FIELDS : LOGIN_FIELDS}
          values={values}
          problem={form.problem}
          onChange={set}
        />
        {passkeyAsked && !codeAsked ? (
          <p className="text-muted" role="status">
            Your password is right. Use your passkey to finish signing in.
          </p>
        ) : (
          <AuthSubmit formId={FORM_ID} problem={form.problem} pending={form.pending} label="Sign In" pendingLabel="Authenticating..." />
        )}
        {passkeyAsked ? (
          <div className="form-actions">
            <button
              type="button"
              className={codeAsked ? "term-button term-button--ghost" : "term-button"}
              disabled={passkeyLogin.isPending}
              onClick={onPasskey}
            >
              {passkeyLogin.isPending ? "Waiting for the passkey..." : "Use a passkey"}
            </button>
            <FormSummary id={`${FORM_ID}-passkey-error`} message={passkeyProblem} />
          </div>
        ) : null}
      </form>
      <div className="admin-auth__footer">
        <p className="text-muted">Lost access? Contact system administrator</p>
        <Link to={PAGE_PATHS.home} className="text-link">
          <span aria-hidden="true">◄ </span>Return to main site
        </Link>
      </div>
    </AuthPanel>
  );
}
