// One member, opened from the list: profile, the access actions (deactivate/activate, device
// limit, clear devices), the subscription (its card belongs to subscriptions-admin), the devices
// and the recent activity. Deactivating and clearing devices end the member's sessions, so both
// ask first.
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import type { MemberDetailAnswer, MemberSummary } from "#shared/answers/members";
import "#web/components/data-table/data-table.css";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
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

export function MemberDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useMemberDetail(id);
  useErrorToast(detail, memberToasts.fetchMemberFailed);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const loaded = detail.data !== undefined;

  // Opening a member reads from its name, at the top of the panel.
  useEffect(() => {
    if (!loaded) return;
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.scrollIntoView({ block: "nearest" });
  }, [loaded]);

  return (
    <div className="member-detail">
      <div className="member-detail__nav">
        <button type="button" className="term-button term-button--compact term-button--ghost" onClick={onBack}>
          <span aria-hidden="true">◄ </span>Back to members
        </button>
        <button
          type="button"
          className="term-button term-button--compact"
          disabled={detail.isFetching}
          onClick={() => void detail.refetch()}
        >
          {detail.isFetching ? "Loading..." : "Reload"}
        </button>
      </div>
      {detail.isPending ? (
        <p className="empty-state" role="status">
          Loading member…
        </p>
      ) : detail.isError && !detail.data ? (
        <LoadFailed message="Failed to fetch member" onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <MemberDetailBody answer={detail.data} titleRef={titleRef} />
      ) : null}
    </div>
  );
}

function MemberDetailBody({ answer, titleRef }: { answer: MemberDetailAnswer; titleRef: RefObject<HTMLHeadingElement | null> }) {
  const { member, devices, activity } = answer;
  return (
    <>
      <header className="member-detail__head">
        <h2 id={TITLE_ID} ref={titleRef} tabIndex={-1} className="section-head__title member-detail__title">
          {memberFullName(member)} <span className="text-muted">({member.username})</span>
        </h2>
        <MemberState member={member} />
      </header>
      <div className="member-detail__grid">
        <section className="card" aria-labelledby="member-profile-title">
          <h3 id="member-profile-title" className="card__title">
            Profile
          </h3>
          <dl className="member-facts">
            <Fact term="E-mail">{member.email}</Fact>
            <Fact term="Phone">{member.phone}</Fact>
            <Fact term="Company">{member.companyName}</Fact>
            <Fact term="Position">{member.position}</Fact>
            <Fact term="License">{member.licenseNumber ?? "—"}</Fact>
            <Fact term="Plan">{member.planName}</Fact>
            <Fact term="Devices">{devicesUsedText(member)}</Fact>
            <Fact term="Joined">{formatUtc(member.createdAt)}</Fact>
            <Fact term="First sign-in">{member.firstLoginAt ? formatUtc(member.firstLoginAt) : "Never"}</Fact>
            <Fact term="Last seen">{formatUtc(member.lastSeenAt)}</Fact>
          </dl>
        </section>
        <MemberAccess member={member} />
      </div>
      <MemberSubscriptionCard member={member} />
      <section className="card" aria-labelledby="member-devices-title">
        <h3 id="member-devices-title" className="card__title">
          Devices <span className="text-muted">({devicesUsedText(member)})</span>
        </h3>
        {devices.length === 0 ? (
          <p className="empty-state">{NO_DEVICES}</p>
        ) : (
          <div className="data-table-box">
            <table className="data-table data-table--stack member-devices">
              <caption className="visually-hidden">Devices of {member.username}</caption>
              <thead>
                <tr>
                  <th scope="col">Device</th>
                  <th scope="col">First seen (UTC)</th>
                  <th scope="col">Last seen (UTC)</th>
                </tr>
              </thead>
              <tbody>
                {devices.map((device) => (
                  <tr key={device.id}>
                    <td data-label="Device" className="data-table__strong">
                      {device.label}
                    </td>
                    <td data-label="First seen" className="text-nowrap">
                      {formatUtcMinute(device.createdAt)}
                    </td>
                    <td data-label="Last seen" className="text-nowrap">
                      {formatUtcMinute(device.lastSeenAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="member-activity-title">
        <h3 id="member-activity-title" className="card__title">
          Recent activity
        </h3>
        {activity.length === 0 ? (
          <p className="empty-state">{NO_ACTIVITY}</p>
        ) : (
          <div className="data-table-box">
            <table className="data-table data-table--stack member-activity">
              <caption className="visually-hidden">Recent activity of {member.username}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Time (UTC)</th>
                  <th scope="col">Action</th>
                  <th scope="col">Detail</th>
                  <th scope="col">Address</th>
                </tr>
              </thead>
              <tbody>
                {activity.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label="Time" className="text-nowrap">
                      {formatUtcMinute(entry.createdAt)}
                    </td>
                    <td data-label="Action" className="text-nowrap">
                      {entry.action}
                    </td>
                    <td data-label="Detail" className="member-activity__detail">
                      {entry.description ?? "—"}
                    </td>
                    <td data-label="Address">{entry.ipAddress ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="member-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Sign-in access: active or not, how many devices, and clearing them. */
function MemberAccess({ member }: { member: MemberSummary }) {
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
    <section className="card member-access" aria-labelledby="member-access-title">
      <h3 id="member-access-title" className="card__title">
        Access
      </h3>
      <div className="member-access__row">
        <p className="member-access__text">
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
      <div className="member-access__row">
        <p className="member-access__text">
          {member.deviceCount === 0
            ? "No devices registered."
            : "Clearing devices ends their sessions; each device registers again at its next sign-in."}
        </p>
        <button
          type="button"
          className="term-button term-button--compact term-button--warn"
          disabled={clear.isPending || member.deviceCount === 0}
          onClick={onClear}
        >
          {clear.isPending ? "Clearing..." : "Clear devices"}
        </button>
      </div>
    </section>
  );
}
