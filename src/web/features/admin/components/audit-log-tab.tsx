// 'Audit Log': every admin access attempt and change, newest first, filterable by action, read a
// page at a time ("Load more").
import { useState } from "react";
import { AUDIT_ACTIONS } from "../../../../shared/schemas/audit";
import { useAuditLog } from "../api/audit-log-api";
import { adminToasts } from "../lib/admin-toasts";
import { formatUtc } from "../lib/format-time";
import { useErrorToast } from "./use-error-toast";

export function AuditLogTab() {
  const [action, setAction] = useState("");
  const log = useAuditLog(action || undefined);
  useErrorToast(log.isError, log.errorUpdatedAt, adminToasts.fetchAuditFailed());
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="admin-audit">
      <div className="admin-section-head">
        <h2 className="admin-section-head__title">Audit Log</h2>
        <div className="admin-inline">
          <label htmlFor="audit-action" className="admin-field__label admin-field__label--inline">
            Action
          </label>
          <select id="audit-action" className="admin-input admin-select" value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="button" className="term-button term-button--compact" onClick={() => void log.refetch()}>
            Reload
          </button>
        </div>
      </div>
      {log.isPending ? (
        <p className="admin-empty" role="status">
          Loading audit log…
        </p>
      ) : log.isError ? (
        <p className="admin-empty">Failed to fetch audit log</p>
      ) : entries.length === 0 ? (
        <p className="admin-empty">No audit entries{action ? ` for ${action}` : ""}</p>
      ) : (
        <>
          <div className="admin-table-box">
            <table className="admin-table admin-table--stack admin-table--audit">
              <caption className="visually-hidden">Audit log, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Time (UTC)</th>
                  <th scope="col">Actor</th>
                  <th scope="col">Action</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Address</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label="Time" className="admin-nowrap">
                      {formatUtc(entry.at)}
                    </td>
                    <td data-label="Actor">{entry.actor}</td>
                    <td data-label="Action" className="admin-nowrap">
                      {entry.action}
                    </td>
                    <td data-label="Outcome">
                      <span className={`admin-outcome admin-outcome--${entry.outcome}`}>{entry.outcome}</span>
                    </td>
                    <td data-label="Address">{entry.clientAddress ?? "—"}</td>
                    <td data-label="Detail" className="admin-table__detail">
                      {entry.detail ?? "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="admin-pagination">
            <p className="admin-pagination__range">
              {entries.length} entr{entries.length === 1 ? "y" : "ies"} shown
            </p>
            {log.hasNextPage ? (
              <button
                type="button"
                className="term-button term-button--compact"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? "Loading..." : "Load more"}
              </button>
            ) : (
              <span className="admin-muted">End of log</span>
            )}
          </div>
        </>
      )}
    </div>
  );
}
