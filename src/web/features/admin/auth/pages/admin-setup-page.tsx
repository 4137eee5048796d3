// /admin-setup: the one-time creation of the super admin and the first 20 codes (spec §2, §8).
import { AuthSubmit } from "#web/components/auth-panel/auth-submit";
import { useState } from "react";
import { Link } from "react-router-dom";
import { SETUP_INVITATION_CODE_COUNT } from "#shared/constants";
import { adminSetupSchema, type AdminSetupInput } from "#shared/schemas/admin";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { useFormValues } from "#web/components/form/use-form-values";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useAdminSetup, useSetupStatus } from "../api/admin-setup-api";
import { AuthPanel, AuthPanelLinks } from "#web/components/auth-panel/auth-panel";
import { authToasts } from "../lib/auth-toasts";
import { ForwardLink } from "#web/components/forward-link/forward-link";

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
      <h1 id={HEADING_ID} className="screen-title">
        Setup complete
      </h1>
      <p className="text-muted">
        Super admin <span className="text-strong">{done.fullName}</span> has been created.
      </p>
      <div className="admin-setup-result" data-testid="setup-code-count">
        <span className="admin-setup-result__value">{done.codes}</span>
        <span className="admin-setup-result__label">invitation codes generated</span>
      </div>
      <AuthPanelLinks to={PAGE_PATHS.adminLogin} label="Go to Admin Login" />
    </AuthPanel>
  );
}

function SetupAlreadyDone() {
  return (
    <AuthPanel channel="system-init // locked" status="exit 409" headingId={HEADING_ID}>
      <h1 id={HEADING_ID} className="screen-title">
        Setup already completed
      </h1>
      <p>Admin setup has already been completed. Only one admin setup is allowed per system.</p>
      <div className="admin-auth__actions">
        <Link to={PAGE_PATHS.adminLogin} className="term-button">
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
  const { values, set } = useFormValues(EMPTY);
  const [completed, setCompleted] = useState<Completed>();
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: adminSetupSchema,
    fields: SETUP_FIELDS.map((f) => f.key),
    mutation: setup,
    successToast: (answer) => authToasts.setupSucceeded(answer.invitationCodes),
    onSuccess: (answer) => setCompleted({ fullName: answer.admin.fullName, codes: answer.invitationCodes }),
    failureToast: authToasts.setupFailed,
  });

  // This visit's own success wins over the status, which now also says "done".
  if (completed) return <SetupComplete done={completed} />;
  if (status.data?.setupDone) return <SetupAlreadyDone />;
  if (status.isPending) {
    return (
      <p className="status-line" role="status">
        Checking system status...
        <span className="cursor" aria-hidden="true" />
      </p>
    );
  }

  return (
    <AuthPanel channel="system-init // first run" status="awaiting operator" headingId={HEADING_ID}>
      <h1 id={HEADING_ID} className="screen-title">
        Initial Admin Setup
      </h1>
      <ul className="admin-statements">
        <li>Creates a super admin with full system access.</li>
        <li>Only one admin setup is allowed per system.</li>
        <li>{SETUP_INVITATION_CODE_COUNT} invitation codes are generated automatically.</li>
      </ul>
      <form id={FORM_ID} className="form-stack" onSubmit={form.onSubmit(values)} noValidate>
        <FormFields formId={FORM_ID} fields={SETUP_FIELDS} values={values} problem={form.problem} onChange={set} />
        <AuthSubmit
          formId={FORM_ID}
          problem={form.problem}
          pending={form.pending}
          label="Create Admin Account"
          pendingLabel="Creating Admin..."
        />
      </form>
      <div className="admin-auth__footer">
        <ForwardLink to={PAGE_PATHS.adminLogin}>Already set up? Admin login</ForwardLink>
      </div>
    </AuthPanel>
  );
}
