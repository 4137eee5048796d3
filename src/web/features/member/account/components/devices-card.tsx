// The member's devices (decisions 0024, 0060, 0107): each with when it was added, last seen and,
// once its browser reports itself differently, when that changed; this browser marked; rename in place, revoke after a confirm. Revoking
// this browser's device signs the member out here. A device holds at most one passkey (decision
// 0129): its row says so, and this browser's row offers to add one while it has none.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import { ListState } from "#web/components/resource-tab/list-state";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { TitledCard } from "#web/components/panel/titled-card";
import { isSessionLost } from "#web/lib/api-error";
import { formatUtc } from "#web/lib/format-time";
import { forgetSignedIn } from "#web/lib/sessions/member-query-keys";
import { useQueryClient } from "@tanstack/react-query";
import { useChangeDevice, useDevices } from "../api/account-api";
import { useAddPasskey } from "../api/passkeys-api";
import { PasswordSignInSwitch } from "./password-sign-in-switch";
import { accountToasts, revokeConfirmation } from "../lib/account-toasts";
import { DeviceRenameForm } from "./device-rename-form";
import "#web/features/member/shared/member-card.css";
import "../account.css";
import "./devices-card.css";

function DeviceRow({
  device,
  renaming,
  onRename,
  onCloseRename,
  onRevoke,
  revoking,
}: {
  device: Schema<"Device">;
  renaming: boolean;
  onRename: () => void;
  onCloseRename: () => void;
  onRevoke: () => void;
  revoking: boolean;
}) {
  return (
    <li
      className={device.current ? "device-row device-row--current" : "device-row"}
      data-device-id={device.id}
      data-current={device.current || undefined}
    >
      <div className="device-row__main">
        <p className="device-row__label">
          <span className="device-row__name">{device.label}</span>
          {device.current ? <span className="state-tag account-state account-state--ok">this browser</span> : null}
          {device.passkey ? (
            <span className="state-tag account-state" data-testid="device-passkey">
              passkey
            </span>
          ) : null}
        </p>
        {/* Only a browser that changed what it reports says so: a rename alone is the member's own name. */}
        {device.updatedAt && device.reportedLabel !== device.label ? (
          <p className="device-row__reported text-muted">Now reports itself as {device.reportedLabel}</p>
        ) : null}
        <p className="device-row__times text-muted">
          <span className="text-nowrap">Added {formatUtc(device.createdAt)}</span>
          <span className="text-nowrap">Last seen {formatUtc(device.lastSeenAt)}</span>
          {device.passkey?.lastUsedAt ? <span className="text-nowrap">Passkey used {formatUtc(device.passkey.lastUsedAt)}</span> : null}
          {device.updatedAt ? (
            <span className="text-nowrap" data-testid="device-updated">
              Browser changed {formatUtc(device.updatedAt)}
            </span>
          ) : null}
        </p>
      </div>
      {renaming ? (
        <DeviceRenameForm device={device} onClose={onCloseRename} />
      ) : (
        <div className="device-row__actions">
          <button type="button" className="term-button term-button--compact" aria-label={`Rename ${device.label}`} onClick={onRename}>
            Rename
          </button>
          <button
            type="button"
            className="term-button term-button--compact term-button--danger"
            aria-label={`Revoke ${device.label}`}
            disabled={revoking}
            onClick={onRevoke}
          >
            {revoking ? "Revoking..." : "Revoke"}
          </button>
        </div>
      )}
    </li>
  );
}

/** "Add a passkey on this device", shown while this browser's device has none and the browser can make one. */
function AddPasskey({ devices }: { devices: Schema<"Device">[] }) {
  const add = useAddPasskey();
  const current = devices.find((device) => device.current);
  if (!current || current.passkey || typeof window === "undefined" || !window.PublicKeyCredential) return null;
  return (
    <div className="device-passkey">
      <button
        type="button"
        className="term-button term-button--compact"
        disabled={add.isPending}
        onClick={() =>
          add.mutate(undefined, {
            onSuccess: (answer) => toast(accountToasts.passkeyAdded(answer.message)),
            onError: (error) => {
              if (!isSessionLost(error)) toast(accountToasts.passkeyFailed(error));
            },
          })
        }
      >
        {add.isPending ? "Waiting for the passkey..." : "Add a passkey on this device"}
      </button>
      <p className="text-muted">Sign in here without a password. The passkey stays with this device and goes if you revoke it.</p>
    </div>
  );
}

export function DevicesCard() {
  const devices = useDevices();
  const change = useChangeDevice();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [renamingId, setRenamingId] = useState<string>();
  useErrorToast(devices, accountToasts.fetchDevicesFailed);
  const list = devices.data?.devices;

  const revoke = (device: Schema<"Device">) => {
    if (!window.confirm(revokeConfirmation(device.label, device.current))) return;
    change.mutate(
      { deviceId: device.id, action: "revoke" },
      {
        onSuccess: (answer) => {
          if (!device.current) return void toast(accountToasts.deviceRevoked(answer.message));
          // This device's session ended with it.
          toast(accountToasts.currentDeviceRevoked());
          forgetSignedIn(queryClient, "on-purpose");
          navigate(PAGE_PATHS.login, { replace: true });
        },
        onError: (error) => {
          if (!isSessionLost(error)) toast(accountToasts.revokeFailed(error));
        },
      },
    );
  };

  return (
    <TitledCard
      id="account-devices"
      title="Devices"
      className="member-card"
      headClassName="member-card__head"
      aside={
        devices.data ? (
          <span className="text-muted" data-testid="device-count">
            {devices.data.devices.length} of {devices.data.maxDevices} allowed
          </span>
        ) : null
      }
    >
      <ListState query={devices} value={list} loading="Loading devices…" failed="Failed to fetch devices">
        {(list) => (
          <>
            <ul className="plain-list device-list">
              {list.map((device) => (
                <DeviceRow
                  key={device.id}
                  device={device}
                  renaming={renamingId === device.id}
                  onRename={() => setRenamingId(device.id)}
                  onCloseRename={() => setRenamingId(undefined)}
                  onRevoke={() => revoke(device)}
                  revoking={change.isPending && change.variables?.action === "revoke" && change.variables.deviceId === device.id}
                />
              ))}
            </ul>
            <AddPasskey devices={list} />
            <PasswordSignInSwitch devices={list} />
          </>
        )}
      </ListState>
    </TitledCard>
  );
}
