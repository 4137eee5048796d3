// "Due this week" (decision 0118): the open deadlines of the member's claims due from today to 7
// days on (GET /api/deadlines?due=7d), soonest first: the claim (its number, a link to it), who
// owes what, the countdown (days counted from today in the claim's state) and the due date; the
// claims list and each claim's page say the rest.
import { Link } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import { deadlineTone, dueCountdownText, dutyText } from "#web/components/claim-clock/deadline-words";
import { TitledCard } from "#web/components/panel/titled-card";
import { ListState } from "#web/components/resource-tab/list-state";
import { ReloadButton } from "#web/components/resource-tab/reload-button";
import type { Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { useDueThisWeek } from "#web/features/member/shared/due-deadlines-api";
import "#web/features/member/shared/member-card.css";
import "../account.css";
import "./due-this-week-card.css";

export const NOTHING_DUE = "Nothing is due in the next 7 days on your claims.";

const COLUMNS: readonly Column<Schema<"DueDeadline">>[] = [
  {
    header: "Claim",
    cell: (row) => (
      <Link to={`${PAGE_PATHS.claims}/${encodeURIComponent(row.claimId)}`} className="text-link">
        {row.claimNumber ? `#${row.claimNumber}` : "Claim (no number yet)"}
      </Link>
    ),
  },
  { header: "Duty", className: "due-week__duty", cell: (row) => dutyText(row) },
  {
    header: "Countdown",
    className: "text-nowrap",
    cell: (row) => (
      <span className="due-week__countdown" data-tone={deadlineTone(row) ?? "plain"}>
        {dueCountdownText(row)}
      </span>
    ),
  },
  { header: "Due", className: "text-nowrap", cell: (row) => row.dueOn ?? "—" },
];

export function DueThisWeekCard() {
  const due = useDueThisWeek();
  const rows = due.data?.deadlines;
  return (
    <TitledCard
      id="account-due"
      title="Due this week"
      className="member-card member-card--wide"
      headClassName="member-card__head"
      aside={<ReloadButton query={due} />}
    >
      <ListState query={due} value={rows} loading="Loading deadlines…" failed="Failed to fetch deadlines">
        {(list) => (
          <>
            <DataTable
              caption="Deadlines due in the next 7 days, soonest first"
              className="due-week"
              columns={COLUMNS}
              rows={list}
              rowKey={(row) => `${row.claimId}-${row.ruleId}`}
              rowAttributes={(row) => ({ "data-claim-id": row.claimId, "data-status": row.status })}
              empty={NOTHING_DUE}
            />
            {list.length > 0 ? (
              <p className="due-week__notice text-muted">Computed from each state's statutes as cited on the claim; verify with counsel.</p>
            ) : null}
          </>
        )}
      </ListState>
    </TitledCard>
  );
}
