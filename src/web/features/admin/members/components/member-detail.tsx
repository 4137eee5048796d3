// One member, opened from the list: profile, the access actions (deactivate/activate, device
// limit, clear devices), the subscription (its card belongs to subscriptions-admin), the devices
// and the recent activity. Deactivating and clearing devices end the member's sessions, so both
// ask first.
import { ActionButton } from "#web/components/action-button/action-button";
import type { ReactNode } from "react";
import { repeatsText } from "#shared/activity-words";
import type { Schema } from "#web/lib/api-types";
import { Card } from "#web/components/panel/card";
import type { Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { DetailHead } from "#web/components/detail-panel/detail-head";
import { DetailView } from "#web/components/detail-panel/detail-view";
import { Fact, Facts } from "#web/components/detail-panel/facts";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { formatUtc } from "#web/lib/format-time";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { useActivateMember, useClearDevices, useDeactivateMember, useMemberDetail } from "../api/members-admin-api";
import {
  clearDevicesConfirmation,
  deactivateConfirmation,
  devicesUsedText,
  memberFullName,
  NO_ACTIVITY,
  NO_DEVICES,
} from "../lib/member-texts";
import { memberToasts } from "../lib/member-toasts";
import { MemberSubscriptionCard } from "#web/features/admin/subscriptions/components/member-subscription-card";
import { MaxDevicesForm } from "./max-devices-form";
import { MemberState } from "./member-state";

const TITLE_ID = "member-detail-title";

type Device = Schema<"MemberDetailAnswer">["devices"][number];
type ActivityEntry = Schema<"MemberDetailAnswer">["activity"][number];

const DEVICE_COLUMNS: Column<Device>[] = [
  { header: "Device", className: "data-table__strong", cell: (device) => device.label },
  { header: "First seen (UTC)", label: "First seen", className: "text-nowrap", cell: (device) => formatUtcMinute(device.createdAt) },
  { header: "Last seen (UTC)", label: "Last seen", className: "text-nowrap", cell: (device) => formatUtcMinute(device.lastSeenAt) },
];

const ACTIVITY_COLUMNS: Column<ActivityEntry>[] = [
  { header: "Time (UTC)", label: "Time", className: "text-nowrap", cell: (entry) => formatUtcMinute(entry.createdAt) },
  { header: "Action", className: "text-nowrap", cell: (entry) => `${entry.action} ${repeatsText(entry.repeats)}`.trim() },
  { header: "Detail", className: "member-activity__detail", cell: (entry) => entry.description ?? "—" },
  { header: "Address", cell: (entry) => entry.ipAddress ?? "—" },
];

export function MemberDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useMemberDetail(id);
  useErrorToast(detail, memberToasts.fetchMemberFailed);
  // Opening a member reads from its name, at the top of the panel.
  return (
    <DetailView query={detail} className="member-detail" noun="member" onBack={onBack} titleId={TITLE_ID}>
      {(answer) => <MemberDetailBody answer={answer} />}
    </DetailView>
  );
}

function MemberDetailBody({ answer }: { answer: Schema<"MemberDetailAnswer"> }) {
  const { member, devices, activity } = answer;
  return (
    <>
      <DetailHead
        titleId={TITLE_ID}
        className="member-detail__head"
        title={
          <>
            {memberFullName(member)} <span className="text-muted">({member.username})</span>
          </>
        }
        aside={<MemberState member={member} />}
      />
      <div className="card-grid detail-view__grid">
        <Card titleId="member-profile-title" title="Profile">
          <Facts>
            <MemberFact term="E-mail">{member.email}</MemberFact>
            <MemberFact term="Phone">{member.phone}</MemberFact>
            <MemberFact term="Company">{member.companyName}</MemberFact>
            <MemberFact term="Position">{member.position}</MemberFact>
            <MemberFact term="License">{member.licenseNumber ?? "—"}</MemberFact>
            <MemberFact term="Devices">{devicesUsedText(member)}</MemberFact>
            <MemberFact term="Joined">{formatUtc(member.createdAt)}</MemberFact>
            <MemberFact term="First sign-in">{member.firstLoginAt ? formatUtc(member.firstLoginAt) : "Never"}</MemberFact>
            <MemberFact term="Last seen">{formatUtc(member.lastSeenAt)}</MemberFact>
          </Facts>
        </Card>
        <MemberAccess member={member} />
      </div>
      <MemberSubscriptionCard member={member} />
      <Card
        titleId="member-devices-title"
        title={
          <>
            Devices <span className="text-muted">({devicesUsedText(member)})</span>
          </>
        }
      >
        {devices.length === 0 ? (
          <p className="empty-state">{NO_DEVICES}</p>
        ) : (
          <DataTable caption={`Devices of ${member.username}`} className="member-devices" columns={DEVICE_COLUMNS} rows={devices} />
        )}
      </Card>
      <Card titleId="member-activity-title" title="Recent activity">
        {activity.length === 0 ? (
          <p className="empty-state">{NO_ACTIVITY}</p>
        ) : (
          <DataTable
            caption={`Recent activity of ${member.username}, newest first`}
            className="member-activity"
            columns={ACTIVITY_COLUMNS}
            rows={activity}
          />
        )}
      </Card>
    </>
  );
}

/** A fact of the profile; tests find a fact by its row class and term. */
function MemberFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Fact term={term} className="member-facts__row">
      {children}
    </Fact>
  );
}

/** Sign-in access: active or not, how many devices, and clearing them. */
function MemberAccess({ member }: { member: Schema<"MemberSummary"> }) {
  const activate = useActivateMember();
  const deactivate = useDeactivateMember();
  const clear = useClearDevices();
  const failedUnlessSessionLost = (made: (error: unknown) => ReturnType<typeof memberToasts.activateFailed>) => (error: unknown) => {
    if (!isSessionLost(error)) toast(made(error));
  };

  const onToggle = () => {
    if (member.isActive) {
      if (!window.confirm(deactivateConfirmation(member.username))) return;
      deactivate.mutate(member.id, {
        onSuccess: (answer) => toast(memberToasts.deactivated(answer.message, member.username)),
        onError: failedUnlessSessionLost(memberToasts.deactivateFailed),
      });
    } else {
      activate.mutate(member.id, {
        onSuccess: (answer) => toast(memberToasts.activated(answer.message, member.username)),
        onError: failedUnlessSessionLost(memberToasts.activateFailed),
      });
    }
  };

  const onClear = () => {
    if (!window.confirm(clearDevicesConfirmation(member.username, member.deviceCount))) return;
    clear.mutate(member.id, {
      onSuccess: (answer) => toast(memberToasts.devicesCleared(answer.message, member.username)),
      onError: failedUnlessSessionLost(memberToasts.clearDevicesFailed),
    });
  };

  const toggling = activate.isPending || deactivate.isPending;
  return (
    <Card titleId="member-access-title" title="Access" className="member-access">
      <div className="spread-row member-access__row">
        <p className="spread-row__fill member-access__text">
          {member.isActive ? "May sign in. Deactivating signs them out everywhere." : "Cannot sign in until activated again."}
        </p>
        <button
          type="button"
          className={member.isActive ? "term-button term-button--compact term-button--danger" : "term-button term-button--compact"}
          disabled={toggling}
          onClick={onToggle}
        >
          {toggling ? (member.isActive ? "Deactivating..." : "Activating...") : member.isActive ? "Deactivate" : "Activate"}
        </button>
      </div>
      {/* Keyed on the member: another member's form starts from their own limit. */}
      <MaxDevicesForm key={member.id} member={member} />
      <div className="spread-row member-access__row">
        <p className="spread-row__fill member-access__text">
          {member.deviceCount === 0
            ? "No devices registered."
            : "Clearing devices ends their sessions; each device registers again at its next sign-in."}
        </p>
        <ActionButton
          text="Clear devices"
          tone="warn"
          busy={clear.isPending}
          busyText="Clearing..."
          disabled={member.deviceCount === 0}
          onClick={onClear}
        />
      </div>
    </Card>
  );
}
