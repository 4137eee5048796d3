// 'Audit Log': every admin access attempt and change, newest first, filterable by action, read a
// page at a time ("Load more").
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { repeatsText } from "#shared/activity-words";
import { AUDIT_ACTIONS } from "#shared/schemas/audit";
import type { Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { TwoLines } from "#web/components/data-table/two-lines";
import { DayOverTime, WholeWords } from "#web/components/data-table/whole-words";
import { SelectField } from "#web/components/form/select-field";
import "#web/components/pagination/pagination.css";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { fetchFailed } from "#web/components/toast/toast-text";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtc } from "#web/lib/format-time";
import { useAuditLog } from "../api/audit-log-api";
import "../audit-log.css";

const auditFetchFailed = (error: unknown) => fetchFailed("Failed to fetch audit log", error);

const COLUMNS: Column<Schema<"AuditEntry">>[] = [
  // Columns are as wide as their words, which never break (an address, a username, an e-mail in
  // the detail): the time may put its day over its hour, and the address sits under the actor it
  // came from, so a row of long words still fits a wide screen.
  { header: "Time (UTC)", label: "Time", cell: (entry) => <DayOverTime text={formatUtc(entry.at)} /> },
  {
    header: "Actor",
    className: "data-table__word",
    cell: (entry) => <TwoLines main={entry.actor} sub={entry.clientAddress} />,
  },
  { header: "Action", className: "data-table__word", cell: (entry) => entry.action },
  {
    header: "Outcome",
    // A rolled-up row stands for every refusal of its minute: its count is shown, as the CLI shows it.
    // One element: a phone's card lays a cell's children out as the value beside its label.
    cell: (entry) => (
      <span className="data-table__word">
        <span className={`audit-outcome audit-outcome--${entry.outcome}`}>{entry.outcome}</span>
        {entry.repeats > 1 ? <span className="audit-repeats"> {repeatsText(entry.repeats)}</span> : null}
      </span>
    ),
  },
  { header: "Detail", className: "audit-table__detail", cell: (entry) => (entry.detail ? <WholeWords text={entry.detail} /> : "—") },
];

export function AuditLogTab() {
  const [action, setAction] = useState("");
  const log = useAuditLog(action || undefined);
  useErrorToast(log, auditFetchFailed);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <ResourceTab
      className="audit-log"
      title="Audit Log"
      query={log}
      actions={
        <SelectField
          id="audit-action"
          layout="inline"
          label="Action"
          value={action}
          placeholder="All actions"
          options={AUDIT_ACTIONS}
          onChange={setAction}
        />
      }
      loading="Loading audit log…"
      failed="Failed to fetch audit log"
      empty={entries.length === 0}
      emptyText={`No audit entries${action ? ` for ${action}` : ""}`}
    >
      <DataTable caption="Audit log, newest first" className="audit-table" columns={COLUMNS} rows={entries} />
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
    </ResourceTab>
  );
}
