// The member's recent activity, newest first: sign-ins, devices, resets, windows.
import type { ActivityView } from "#shared/answers/members";
import { activityName } from "#shared/activity-words";
import { ShowAllButton, useFirstRows } from "#web/components/table/first-rows";
import { ReloadButton } from "#web/components/table/reload-button";
import { QueryStates } from "#web/components/table/query-states";
import { SimpleTable, type SimpleColumn } from "#web/components/table/simple-table";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { TitledCard } from "#web/components/panel/titled-card";
import { formatUtc } from "#web/lib/format-time";
import { useActivity } from "../api/account-api";
import { accountToasts } from "../lib/account-toasts";
import "../account.css";
import "./activity-card.css";

/** Rows shown before "Show all": the card sits among others and must stay short. */
const FIRST_ROWS = 8;

const COLUMNS: ReadonlyArray<SimpleColumn<ActivityView>> = [
  { header: "Time (UTC)", label: "Time", className: "text-nowrap", cell: (row) => formatUtc(row.createdAt) },
  { header: "Action", className: "text-nowrap", cell: (row) => activityName(row.action) },
  { header: "Detail", cell: (row) => row.description ?? "—" },
  { header: "Address", cell: (row) => row.ipAddress ?? "—" },
];

export function ActivityCard() {
  const activity = useActivity();
  useErrorToast(activity, accountToasts.fetchActivityFailed);
  const rows = activity.data?.activity;
  const first = useFirstRows(rows, FIRST_ROWS);

  return (
    <TitledCard
      id="account-activity"
      title="Recent Activity"
      className="account-card account-card--wide"
      headClassName="account-card__head"
      aside={<ReloadButton query={activity} />}
    >
      <QueryStates query={activity} value={first.shown} loading="Loading activity…" failed="Failed to fetch activity">
        {(shown) => (
          <SimpleTable
            caption="Recent activity, newest first"
            className="activity-table"
            columns={COLUMNS}
            rows={shown}
            rowKey={(row) => row.id}
            rowAttributes={(row) => ({ "data-action": row.action })}
            empty="No activity yet"
          >
            {first.hidden ? (
              <ShowAllButton rows={rows?.length ?? 0} all={first.all} onToggle={first.toggle} className="account-card__more" />
            ) : null}
          </SimpleTable>
        )}
      </QueryStates>
    </TitledCard>
  );
}
