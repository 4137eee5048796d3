// /admin-setup: the one-time creation of the super admin and the first 20 codes (spec §2, §8).
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { SETUP_INVITATION_CODE_COUNT } from "../../../../shared/constants";
import { adminSetupSchema, type AdminSetupInput } from "../../../../shared/schemas/admin";
import { PATHS } from "../../../app/paths";
import { pageTitle, usePageMeta } from "../../../app/use-page-meta";
import { toast } from "../../../components/toast/toast-store";
import { useAdminSetup, useSetupStatus } from "../api/admin-setup-api";
import { AuthPanel } from "../components/auth-panel";
import { FormError, focusFirstInvalid } from "../components/form-error";
import { FormFields, type FieldSpec } from "../components/form-fields";
import { adminToasts } from "../lib/admin-toasts";
import { checkForm, type FormProblem } from "../lib/form-check";
import "../admin.css";

const FORM_ID = "admin-setup";
const SETUP_FIELDS: ReadonlyArray<FieldSpec<"username" | "fullName" | "password" | "confirmPassword">> = [
  { key: "username", label: "Username", required: true, autoComplete: "username" },
  { key: "fullName", label: "Full name", required: true, autoComplete: "name" },
  { key: "password", label: "Password", type: "password", required: true, autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm password", type: "password", required: true, autoComplete: "new-password" },
];
const EMPTY: Required<AdminSetupInput> = { username: "", fullName: "", password: "", confirmPassword: "" };
const HEADING_ID = "admin-setup-heading";

type Completed = { fullName: string; codes: number };

function SetupComplete({ done }: { done: Completed }) {
  return (
    <AuthPanel channel="system-init // complete" status="exit 0" headingId={HEADING_ID}>
      <h1 id={HEADING_ID} className="admin-auth__title">
        Setup complete
      </h1>
      <p className="admin-muted">
        Super admin <span className="admin-strong">{done.fullName}</span> has been created.
      </p>
      <div className="admin-setup-result" data-testid="setup-code-count">
        <span className="admin-setup-result__value">{done.codes}</span>
        <span className="admin-setup-result__label">invitation codes generated</span>
      </div>
      <div className="admin-actions admin-actions--stretch">
        <Link to={PATHS.adminLogin} className="term-button">
          Go to Admin Login
        </Link>
        <Link to={PATHS.home} className="term-button term-button--ghost">
          Return to Home
        </Link>
      </div>
    </AuthPanel>
  );
}

function SetupAlreadyDone() {
  return (
    <AuthPanel channel="system-init // locked" status="exit 409" headingId={HEADING_ID}>
      <h1 id={HEADING_ID} className="admin-auth__title">
        Setup already completed
      </h1>
      <p>Admin setup has already been completed. Only one admin setup is allowed per system.</p>
      <div className="admin-actions admin-actions--stretch">
        <Link to={PATHS.adminLogin} className="term-button">
          Go to Admin Login
        </Link>
      </div>
    </AuthPanel>
  );
}

export function AdminSetupPage() {
  usePageMeta(pageTitle("Admin Setup"));
  const status = useSetupStatus();
  const setup = useAdminSetup();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<FormProblem>();
  const [completed, setCompleted] = useState<Completed>();
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  // This visit's own success wins over the status, which now also says "done".
  if (completed) return <SetupComplete done={completed} />;
  if (status.data?.setupDone) return <SetupAlreadyDone />;
  if (status.isPending) {
    return (
      <p className="admin-checking" role="status">
        Checking system status...<span className="cursor" aria-hidden="true" />
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(adminSetupSchema, values);
    setProblem(found);
    if (found) {
      focusFirstInvalid(FORM_ID, found.fields);
      return;
    }
    setup.mutate(values, {
      onSuccess: (answer) => {
        if (!answer.success) {
          toast(adminToasts.setupRefused(answer.error));
          return;
        }
        const codes = answer.invitationCodes ?? SETUP_INVITATION_CODE_COUNT;
        toast(adminToasts.setupSucceeded(codes));
        setCompleted({ fullName: answer.admin?.fullName ?? values.fullName.trim(), codes });
      },
      onError: (error) => toast(adminToasts.setupFailed(error)),
    });
  };

  return (
    <AuthPanel channel="system-init // first run" status="awaiting operator" headingId={HEADING_ID}>
      <h1 id={HEADING_ID} className="admin-auth__title">
        Initial Admin Setup
      </h1>
      <ul className="admin-statements">
        <li>Creates a super admin with full system access.</li>
        <li>Only one admin setup is allowed per system.</li>
        <li>{SETUP_INVITATION_CODE_COUNT} invitation codes are generated automatically.</li>
      </ul>
      <form id={FORM_ID} className="admin-form-stack" onSubmit={onSubmit} noValidate>
        <FormFields formId={FORM_ID} fields={SETUP_FIELDS} values={values} problem={problem} onChange={(key, value) => set(key)(value)} />
        <FormError id={`${FORM_ID}-error`} message={problem?.message} />
        <button type="submit" className="term-button admin-auth__submit" disabled={setup.isPending}>
          {setup.isPending ? "Creating Admin..." : "Create Admin Account"}
        </button>
      </form>
      <div className="admin-auth__footer">
        <Link to={PATHS.adminLogin} className="admin-link">
          Already set up? Admin login <span aria-hidden="true">►</span>
        </Link>
      </div>
    </AuthPanel>
  );
}
