// The claims queue under a deadline filter (decision 0118): one row per open duty, soonest due
// first (the server's order): due date, countdown, claim number, who owes what, the citation, and
// Open. An overdue carrier duty's countdown is red. Its days are counted from today in the row's
// claim's state, as the server judges its status. Stacks into cards on phones.
import type { Schema } from "#web/lib/api-types";
import { ActionButton } from "#web/components/action-button/action-button";
import { deadlineTone, dueCountdownText, dutyText } from "#web/components/claim-clock/deadline-words";
import { actionsColumn, type Column } from "#web/components/data-table/columns";
import { defineTable } from "#web/components/data-table/define-table";
import { TwoLines } from "#web/components/data-table/two-lines";
import { openClaimButtonId } from "./claims-table";

type DueRow = Schema<"DueDeadline">;

const columns = (onOpen: (row: DueRow) => void): Column<DueRow>[] => [
  { header: "Due", className: "text-nowrap", cell: (row) => row.dueOn ?? "—" },
  {
    header: "Countdown",
    className: "text-nowrap",
    cell: (row) => (
      <span className="claims-admin-due__countdown" data-tone={deadlineTone(row) ?? "plain"}>
        {dueCountdownText(row)}
      </span>
    ),
  },
  { header: "Claim #", cell: (row) => row.claimNumber ?? "—" },
  {
    header: "Duty",
    cell: (row) => (
      <TwoLines
        main={dutyText(row)}
        sub={
          <a className="text-link" href={row.citation.url} target="_blank" rel="noopener noreferrer">
            {row.citation.text}
            {row.unverified ? " (unverified)" : ""}
          </a>
        }
        className="claims-admin-due__duty"
      />
    ),
  },
  actionsColumn((row) => (
    <ActionButton
      id={openClaimButtonId(`${row.claimId}-${row.ruleId}`)}
      text="Open"
      label={`Open claim ${row.claimNumber ?? ""} (${dutyText(row)})`}
      onClick={() => onOpen(row)}
    />
  )),
];

export const DueTable = defineTable({
  caption: "Open deadlines, soonest due first",
  className: "claims-admin-due",
  columns,
  rowAttributes: (row: DueRow) => ({ "data-claim-id": row.claimId, "data-rule": row.ruleId, "data-status": row.status }),
});
