// One invitation code in a list: the code, its state, copy, and assign/unassign.
import type { InvitationCodeView } from "../../../../shared/invitation-code-lists";
import { toast } from "../../../components/toast/toast-store";
import { useUnassignCode } from "../api/invitation-codes-api";
import { adminToasts } from "../lib/admin-toasts";
import { formatUtc } from "../lib/format-time";
import { AssignCodeForm } from "./assign-code-form";

async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast(adminToasts.codeCopied(code));
  } catch {
    // No clipboard permission (or an insecure origin): say so rather than pretend it worked.
    toast(adminToasts.copyFailed(code));
  }
}

function assigneeName(code: InvitationCodeView): string {
  return [code.assigneeFirstName, code.assigneeLastName].filter(Boolean).join(" ");
}

export function CodeRow({
  code,
  assignOpen,
  onToggleAssign,
}: {
  code: InvitationCodeView;
  assignOpen: boolean;
  onToggleAssign: (open: boolean) => void;
}) {
  const unassign = useUnassignCode();
  const isAssigned = Boolean(code.assigneeUsername);
  const canAssign = !code.isUsed && !isAssigned;

  const onUnassign = () =>
    unassign.mutate(code.id, {
      onSuccess: (answer) => toast(adminToasts.codeUnassigned(answer.message, code.code)),
      onError: (error) => toast(adminToasts.unassignFailed(error)),
    });

  return (
    <li className="admin-code" data-code={code.code}>
      <div className="admin-code__row">
        <div className="admin-code__main">
          <span className="admin-code-text">{code.code}</span>
          <span className={`admin-badge admin-badge--${code.isUsed ? "used" : isAssigned ? "assigned" : "free"}`}>
            {code.isUsed ? "used" : isAssigned ? "assigned" : "available"}
          </span>
        </div>
        <div className="admin-code__meta">
          {code.isUsed ? <span>Used {formatUtc(code.usedAt)}</span> : <span>Created {formatUtc(code.createdAt)}</span>}
          {isAssigned ? (
            <span className="admin-code__assignee">
              → {assigneeName(code)} <span className="admin-muted">@{code.assigneeUsername}</span>
              <span className="admin-code__contact">
                {code.assigneePhone} · {code.assigneeEmail}
              </span>
            </span>
          ) : null}
        </div>
        <div className="admin-code__actions">
          <button
            type="button"
            className="term-button term-button--compact"
            aria-label={`Copy ${code.code}`}
            onClick={() => void copyCode(code.code)}
          >
            Copy
          </button>
          {canAssign ? (
            <button
              type="button"
              className="term-button term-button--compact"
              aria-expanded={assignOpen}
              aria-label={`Assign ${code.code}`}
              onClick={() => onToggleAssign(!assignOpen)}
            >
              Assign
            </button>
          ) : null}
          {isAssigned && !code.isUsed ? (
            <button
              type="button"
              className="term-button term-button--compact term-button--warn"
              aria-label={`Unassign ${code.code}`}
              disabled={unassign.isPending}
              onClick={onUnassign}
            >
              {unassign.isPending ? "Unassigning..." : "Unassign"}
            </button>
          ) : null}
        </div>
      </div>
      {assignOpen && canAssign ? <AssignCodeForm code={code} onDone={() => onToggleAssign(false)} /> : null}
    </li>
  );
}
