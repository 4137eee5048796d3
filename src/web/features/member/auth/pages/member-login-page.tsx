// /login: the member sign-in (the header's LOGIN). Refusals show the server's words: wrong name or
// password, 'Account deactivated', the device limit, too many attempts. On success it goes to the
// `?next=` path when that is a path on this site, else to /account. A passkey signs in without the
// form: the "Sign in with a passkey" button, or the passkeys the browser offers in the username
// field's autofill (conditional mediation), waiting from the moment the page shows. At the device
// cap, the right password may replace a device with a code sent by e-mail or SMS.
import { AuthSubmit } from "#web/components/auth-panel/auth-submit";
import { isApiError } from "#web/lib/api-error";
import { useEffect, useRef } from "react";
import { toast } from "#web/components/toast/toast-store";
import { passkeyAutofillAvailable, useBrowserHasPasskeys, usePasskeyLogin } from "../api/passkey-sign-in-api";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { isCredentialRefusal } from "#web/components/form/refused-fields";
import { lazySchema, useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { AuthPanel } from "#web/components/auth-panel/auth-panel";
import { useCurrentMember, useMemberLogin } from "#web/lib/sessions/member-session-api";
import { memberAuthToasts } from "#web/features/member/shared/member-auth-toasts";
import { safeNextPath } from "#web/lib/sessions/next-path";
import "../member-auth.css";
import { ForwardLink } from "#web/components/forward-link/forward-link";
import { NewDeviceCode } from "../components/new-device-code";

const FORM_ID = "member-login";
// zod loads after the page shows: /login's first view stays within its JS budget (bench/web-chunks.ts).
const loginSchema = lazySchema(() => import("#shared/schemas/members").then((m) => m.memberLoginSchema));
type LoginKey = "username" | "password";
const EMPTY: Record<LoginKey, string> = { username: "", password: "" };
const LOGIN_FIELDS: ReadonlyArray<FieldSpec<LoginKey>> = [
  // "webauthn" lets the browser list this site's passkeys among the field's suggestions.
  { key: "username", label: "Username", autoComplete: "username webauthn" },
  { key: "password", label: "Password", type: "password", autoComplete: "current-password" },
];

/** The browser's prompt closed without a passkey (the member cancelled, or a newer request replaced this one). */
const isCeremonyCancelled = (error: unknown) =>
  error instanceof Error &&
  (error.name === "NotAllowedError" || error.name === "AbortError" || (error as { code?: string }).code === "ERROR_CEREMONY_ABORTED");

/** The right password from a browser past the device cap: it may replace a device with a code (decision 0138). */
const atDeviceCap = (error: unknown) => isApiError(error) && error.status === 403 && error.message.startsWith("Device limit reached");

export function MemberLoginPage() {
  usePageMeta(pageTitle("Member Login"));
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  const navigate = useNavigate();
  const { values, set } = useFormValues(EMPTY);
  const me = useCurrentMember();
  const login = useMemberLogin();
  const passkey = usePasskeyLogin();
  const hasPasskeys = useBrowserHasPasskeys();
  const passkeyMutate = useRef(passkey.mutate);

  // A member who is already signed in has nothing to do here.
  const signedIn = Boolean(me.data) && !login.isPending;

  const passkeyOutcome = {
    onSuccess: (answer: { user: { firstName: string } }) => toast(memberAuthToasts.loginSucceeded(answer.user.firstName)),
    onError: (error: unknown) => toast(memberAuthToasts.passkeyLoginFailed(error)),
  };

  // The autofill request waits for a pick in the username field. The member asked for nothing until
  // they pick a passkey, so only the server's answer to a picked one is said: a cancelled or
  // replaced request, or a browser that cannot use passkeys here (an address such as 127.0.0.1,
  // which WebAuthn does not accept as a domain), says nothing.
  useEffect(() => {
    let cancelled = false;
    void passkeyAutofillAvailable().then((available) => {
      if (!available || cancelled) return;
      passkeyMutate.current(true, {
        onSuccess: (answer) => toast(memberAuthToasts.loginSucceeded(answer.user.firstName)),
        onError: (error) => {
          if (isApiError(error) && !isCeremonyCancelled(error)) toast(memberAuthToasts.passkeyLoginFailed(error));
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  useEffect(() => {
    if (signedIn) navigate(next, { replace: true });
  }, [signedIn, next, navigate]);

  const form = useFormSubmit({
    formId: FORM_ID,
    schema: loginSchema,
    fields: LOGIN_FIELDS.map((f) => f.key),
    mutation: login,
    successToast: (answer) => memberAuthToasts.loginSucceeded(answer.user.firstName),
    failureToast: memberAuthToasts.loginFailed,
    // Wrong credentials empty the password; the device limit or a pause keep what was typed.
    onFailure: (error) => {
      if (isCredentialRefusal(error)) set("password", "");
    },
  });

  return (
    <AuthPanel channel="member-auth // invitation only" status="secure channel" headingId="member-login-heading" className="member-auth">
      <h1 id="member-login-heading" className="screen-title">
        Member Login
      </h1>
      <p className="text-muted">Sign in with the username and password you registered with.</p>
      <form id={FORM_ID} className="form-stack" onSubmit={form.onSubmit(values)} noValidate>
        <FormFields formId={FORM_ID} fields={LOGIN_FIELDS} values={values} problem={form.problem} onChange={set} />
        <AuthSubmit formId={FORM_ID} problem={form.problem} pending={form.pending} label="Sign In" pendingLabel="Authenticating..." />
      </form>
      {atDeviceCap(login.error) ? <NewDeviceCode username={values.username} password={values.password} /> : null}
      {hasPasskeys ? (
        <button
          type="button"
          className="term-button member-auth__passkey"
          disabled={passkey.isPending && passkey.variables === false}
          onClick={() => passkey.mutate(false, passkeyOutcome)}
        >
          {passkey.isPending && passkey.variables === false ? "Waiting for the passkey..." : "Sign in with a passkey"}
        </button>
      ) : null}
      <div className="admin-auth__footer member-auth__links">
        <Link to={PAGE_PATHS.forgotPassword} className="text-link">
          Forgot password?
        </Link>
        <ForwardLink to={PAGE_PATHS.register}>Have an invitation code? Register</ForwardLink>
      </div>
    </AuthPanel>
  );
}
