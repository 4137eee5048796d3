// The Settings tab's content: the admin's own credentials, then two-factor sign-in.
import type { AdminSummary } from "#shared/answers/admins";
import { CredentialsForm } from "./credentials-form";
import "../admin-mfa.css";
import { MfaCard } from "./mfa-card";

export function AdminSettingsTab({ admin }: { admin: Pick<AdminSummary, "username"> }) {
  return (
    <div className="admin-settings">
      <CredentialsForm currentUsername={admin.username} />
      <MfaCard username={admin.username} />
    </div>
  );
}
