// /admin-login: the admin sign-in (spec §2, §8).
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { adminLoginSchema } from "../../../../shared/schemas/admin";
import { PATHS } from "../../../app/paths";
import { pageTitle, usePageMeta } from "../../../app/use-page-meta";
import { toast } from "../../../components/toast/toast-store";
import { useAdminLogin } from "../api/admin-session-api";
import { AuthPanel } from "../components/auth-panel";
import { FormError, focusFirstInvalid } from "../components/form-error";
import { FormFields, type FieldSpec } from "../components/form-fields";
import { adminToasts } from "../lib/admin-toasts";
import { checkForm, type FormProblem } from "../lib/form-check";
import "../admin.css";

const FORM_ID = "admin-login";
const LOGIN_FIELDS: ReadonlyArray<FieldSpec<"username" | "password">> = [
  { key: "username", label: "Username", autoComplete: "username" },
  { key: "password", label: "Password", type: "password", autoComplete: "current-password" },
];

export function AdminLoginPage() {
  usePageMeta(pageTitle("Admin Login"));
  const [values, setValues] = useState({ username: "", password: "" });
  const [problem, setProblem] = useState<FormProblem>();
  const login = useAdminLogin();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(adminLoginSchema, values);
    setProblem(found);
    if (found) {
      focusFirstInvalid(FORM_ID, found.fields);
      return;
    }
    login.mutate(values, {
      onSuccess: (answer) => {
        if (!answer.success || !answer.admin) {
          toast(adminToasts.loginRefused(answer.error));
          return;
        }
        toast(adminToasts.loginSucceeded(answer.admin.fullName));
        navigate(PATHS.admin);
      },
      onError: (error) => {
        toast(adminToasts.loginFailed(error));
        setValues((v) => ({ ...v, password: "" }));
      },
    });
  };

  return (
    <AuthPanel channel="admin-auth // restricted" status="secure channel" headingId="admin-login-heading">
      <h1 id="admin-login-heading" className="admin-auth__title">
        Admin Access
      </h1>
      <p className="admin-muted">Authorized personnel only. Sign in to the control panel.</p>
      <p className="admin-notice" role="note">
        <span aria-hidden="true">⚠ </span>All admin access attempts are logged and monitored.
      </p>
      <form id={FORM_ID} className="admin-form-stack" onSubmit={onSubmit} noValidate>
        <FormFields formId={FORM_ID} fields={LOGIN_FIELDS} values={values} problem={problem} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
        <FormError id={`${FORM_ID}-error`} message={problem?.message} />
        <button type="submit" className="term-button admin-auth__submit" disabled={login.isPending}>
          {login.isPending ? "Authenticating..." : "Sign In"}
        </button>
      </form>
      <div className="admin-auth__footer">
        <p className="admin-muted">Lost access? Contact system administrator</p>
        <Link to={PATHS.home} className="admin-link">
          <span aria-hidden="true">◄ </span>Return to main site
        </Link>
      </div>
    </AuthPanel>
  );
}
