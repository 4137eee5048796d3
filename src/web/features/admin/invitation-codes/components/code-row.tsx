// One invitation code in a list: the code, its state, copy, and assign/unassign. What a code's
// state is and which action it allows are the shared rules (src/shared/invitation-code-lists.ts).
import { ActionButton } from "#web/components/action-button/action-button";
import {
  assigneeFullName,
  canAssignCode,
  canExtendCode,
  canUnassignCode,
  codeStateOf,
  type CodeState,
} from "#shared/invitation-code-lists";
import type { Schema } from "#web/lib/api-types";
import { toast } from "#web/components/toast/toast-store";
import { copyText } from "#web/lib/copy-text";
import { isSessionLost } from "#web/lib/api-error";
import { formatUtc } from "#web/lib/format-time";
import { useUnassignCode } from "../api/invitation-codes-api";
import { codeToasts } from "../lib/code-toasts";
import { AssignCodeForm } from "./assign-code-form";
import { ExtendCodeForm } from "./extend-code-form";

const STATE_LABEL: Record<CodeState, string> = { used: "used", expired: "expired", assigned: "assigned", unassigned: "available" };

/** Which inline form of the row is open: assign or extend (one at a time in a list). */
export type RowForm = "assign" | "extend";

async function copyCode(code: string): Promise<void> {
  // Plain http has no clipboard API; copyText falls back to the old way before giving up.
  toast((await copyText(code)) ? codeToasts.codeCopied(code) : codeToasts.copyFailed(code));
}

export function CodeRow({
  code,
  openForm,
  onToggleForm,
}: {
  code: Schema<"InvitationCode">;
  openForm: RowForm | undefined;
  onToggleForm: (form: RowForm | undefined) => void;
}) {
  const assignOpen = openForm === "assign";
  const extendOpen = openForm === "extend";
  const unassign = useUnassignCode();
  const state = codeStateOf(code);
  const canAssign = canAssignCode(code);
  const actionId = `code-action-${code.id}`;

  const onUnassign = () =>
    unassign.mutate(code.id, {
      onSuccess: (answer) => toast(codeToasts.codeUnassigned(answer.message, code.code)),
      onError: (error) => {
        if (!isSessionLost(error)) toast(codeToasts.unassignFailed(error));
      },
    });

  return (
    <li className="code-row" data-code={code.code} data-state={state}>
      <div className="code-row__line">
        <div className="code-row__main">
          <span className="code-text">{code.code}</span>
          <span className={`code-badge code-badge--${state}`}>{STATE_LABEL[state]}</span>
        </div>
        <div className="code-row__meta">
          {state === "used" ? <span>Used {formatUtc(code.usedAt)}</span> : <span>Created {formatUtc(code.createdAt)}</span>}
          {code.expiresAt && state !== "used" ? (
            <span className={state === "expired" ? "code-row__expiry code-row__expiry--past" : "code-row__expiry"}>
              {state === "expired" ? "Expired" : "Expires"} {formatUtc(code.expiresAt)}
            </span>
          ) : null}
          {code.assigneeUsername ? (
            <span className="code-row__assignee">
              → {assigneeFullName(code)} <span className="text-muted">@{code.assigneeUsername}</span>
              <span className="code-row__contact">
                {code.assigneePhone} · {code.assigneeEmail}
              </span>
            </span>
          ) : null}
        </div>
        <div className="code-row__actions">
          <ActionButton text="Copy" label={`Copy ${code.code}`} onClick={() => void copyCode(code.code)} />
          {/* One element for Assign and Unassign (same key, same place): after an assignment
              focus stays on the row's action instead of falling to the page. */}
          {canAssign ? (
            <ActionButton
              key="action"
              id={actionId}
              text="Assign"
              label={`Assign ${code.code}`}
              expanded={assignOpen}
              onClick={() => onToggleForm(assignOpen ? undefined : "assign")}
            />
          ) : canUnassignCode(code) ? (
            <ActionButton
              key="action"
              id={actionId}
              text="Unassign"
              label={`Unassign ${code.code}`}
              tone="warn"
              busy={unassign.isPending}
              busyText="Unassigning..."
              onClick={onUnassign}
            />
          ) : null}
          {/* Extend sits on every code that expires (running or past) and on none that is used. */}
          {canExtendCode(code) && (code.expiresAt || extendOpen) ? (
            <ActionButton
              text="Extend"
              label={`Extend ${code.code}`}
              expanded={extendOpen}
              onClick={() => onToggleForm(extendOpen ? undefined : "extend")}
            />
          ) : null}
        </div>
      </div>
      {assignOpen && canAssign ? <AssignCodeForm code={code} onClose={() => onToggleForm(undefined)} /> : null}
      {extendOpen && canExtendCode(code) ? <ExtendCodeForm code={code} onClose={() => onToggleForm(undefined)} /> : null}
    </li>
  );
}
