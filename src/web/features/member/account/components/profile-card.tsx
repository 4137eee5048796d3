// The member's profile as the server knows it: who, how to reach them, package and device limit.
import type { Schema } from "#web/lib/api-types";
import { formatUtc } from "#web/lib/format-time";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { stateName } from "#web/components/subscription/subscription-view-texts";
import { FactList } from "#web/components/fact-list/fact-list";
import { TitledCard } from "#web/components/panel/titled-card";
import "#web/features/member/shared/member-card.css";
import "../account.css";

/** "Ghost", "Ghost (Suspended)" or "No package": the package's name, never a stored key. */
export function packageText(answer: Schema<"MemberSubscriptionAnswer"> | undefined): string {
  if (!answer) return "…";
  const subscription = answer.subscription;
  if (!subscription) return stateName("none");
  return subscription.state === "active"
    ? subscription.planDisplayName
    : `${subscription.planDisplayName} (${stateName(subscription.state)})`;
}

export function ProfileCard({ user }: { user: Schema<"Member"> }) {
  const subscription = useMemberSubscription(user.id);
  const rows: Array<[string, string]> = [
    ["Username", user.username],
    ["Name", `${user.firstName} ${user.lastName}`],
    ["Email", user.email],
    ["Phone", user.phone],
    ["Company", user.companyName],
    ["Position", user.licenseNumber ? `${user.position} (license ${user.licenseNumber})` : user.position],
    ["Package", subscription.isError ? "—" : packageText(subscription.data)],
    ["Max devices", String(user.maxDevices)],
    ["First sign-in", formatUtc(user.firstLoginAt)],
  ];
  return (
    <TitledCard id="account-profile" title="Profile" className="member-card">
      <FactList facts={rows} className="account-facts" testId="account-profile" />
    </TitledCard>
  );
}
