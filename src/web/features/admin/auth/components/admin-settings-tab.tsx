// The Settings tab's content: the admin's own credentials, then the second factors (two-factor
// codes, passkeys) and, for a super admin, the rule that every admin keeps one.
import type { Schema } from "#web/lib/api-types";
import { CredentialsForm } from "./credentials-form";
import "../admin-mfa.css";
import { MfaCard } from "./mfa-card";
import { PasskeysCard, SecondFactorRuleCard } from "./passkeys-card";

export function AdminSettingsTab({ admin }: { admin: Pick<Schema<"AdminSummary">, "username" | "role"> }) {
  return (
    <div className="admin-settings">
      <CredentialsForm currentUsername={admin.username} />
      <MfaCard username={admin.username} />
      <PasskeysCard />
      {admin.role === "super_admin" ? <SecondFactorRuleCard /> : null}
    </div>
  );
}
