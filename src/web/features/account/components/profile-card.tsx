// The member's profile as the server knows it: who, how to reach them, plan and device limit.
import type { MemberView } from "#shared/api-types";
import { formatUtc } from "../../../lib/format-time";

export function ProfileCard({ user }: { user: MemberView }) {
  const rows: Array<[string, string]> = [
    ["Username", user.username],
    ["Name", `${user.firstName} ${user.lastName}`],
    ["Email", user.email],
    ["Phone", user.phone],
    ["Company", user.companyName],
    ["Position", user.licenseNumber ? `${user.position} (license ${user.licenseNumber})` : user.position],
    ["Plan", user.planName],
    ["Max devices", String(user.maxDevices)],
    ["First sign-in", formatUtc(user.firstLoginAt)],
  ];
  return (
    <section className="card account-card" aria-labelledby="account-profile">
      <h2 id="account-profile" className="card__title">
        Profile
      </h2>
      <dl className="account-facts" data-testid="account-profile">
        {rows.map(([label, value]) => (
          <div key={label} className="account-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
