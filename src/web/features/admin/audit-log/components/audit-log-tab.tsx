// 'Audit Log': every admin access attempt and change, newest first, filterable by action, read a
// page at a time ("Load more").
import { useState } from "react";
import { AUDIT_ACTIONS } from "#shared/schemas/audit";
import "#web/components/data-table/data-table.css";
import "#web/components/form/form.css";
import "#web/components/pagination/pagination.css";
import "#web/components/panel/panel.css";
import { fetchFailed } from "#web/components/toast/toast-text";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtc } from "#web/lib/format-time";
import { useAuditLog } from "../api/audit-log-api";
import "../audit-log.css";

const auditFetchFailed = (error: unknown) => fetchFailed("Failed to fetch audit log", error);

export function AuditLogTab() {
  const [action, setAction] = useState("");
  const log = useAuditLog(action || undefined);
  useErrorToast(log, auditFetchFailed);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="audit-log">
      <div className="section-head">
        <h2 className="section-head__title">Audit Log</h2>
        <div className="form-inline">
          <label htmlFor="audit-action" className="form-field__label">
            Action
          </label>
          <select id="audit-action" className="form-input form-select" value={action} onChange={(e) => setAction(e.target.value)}>
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
        <p className="empty-state" role="status">
          Loading audit log…
        </p>
      ) : log.isError ? (
        <p className="empty-state">Failed to fetch audit log</p>
      ) : entries.length === 0 ? (
        <p className="empty-state">No audit entries{action ? ` for ${action}` : ""}</p>
      ) : (
        <>
          <div className="data-table-box">
            <table className="data-table data-table--stack audit-table">
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
                    <td data-label="Time" className="text-nowrap">
                      {formatUtc(entry.at)}
                    </td>
                    <td data-label="Actor">{entry.actor}</td>
                    <td data-label="Action" className="text-nowrap">
                      {entry.action}
                    </td>
                    <td data-label="Outcome">
                      <span className={`audit-outcome audit-outcome--${entry.outcome}`}>{entry.outcome}</span>
                    </td>
                    <td data-label="Address">{entry.clientAddress ?? "—"}</td>
                    <td data-label="Detail" className="audit-table__detail">
                      {entry.detail ?? "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="pagination">
            <p className="pagination__range">
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
              <span className="text-muted">End of log</span>
            )}
          </div>
        </>
      )}
    </div>
  );
}
