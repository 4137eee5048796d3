// The member's recent activity, newest first: sign-ins, devices, resets, windows.
import type { Schema } from "#web/lib/api-types";
import { activityName, repeatsText } from "#shared/activity-words";
import { ReloadButton } from "#web/components/resource-tab/reload-button";
import type { Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { ShortListCard } from "#web/features/member/shared/short-list-card";
import { formatUtc } from "#web/lib/format-time";
import { useActivity } from "../api/account-api";
import { accountToasts } from "../lib/account-toasts";
import "#web/features/member/shared/member-card.css";
import "../account.css";
import "./activity-card.css";

/** Rows shown before "Show all": the card sits among others and must stay short. */
const FIRST_ROWS = 8;

const COLUMNS: readonly Column<Schema<"Activity">>[] = [
  { header: "Time (UTC)", label: "Time", className: "text-nowrap", cell: (row) => formatUtc(row.createdAt) },
  { header: "Action", className: "text-nowrap", cell: (row) => `${activityName(row.action)} ${repeatsText(row.repeats)}`.trim() },
  { header: "Detail", cell: (row) => row.description ?? "—" },
  { header: "Address", cell: (row) => row.ipAddress ?? "—" },
];

export function ActivityCard() {
  const activity = useActivity();
  return (
    <ShortListCard
      card={{
        id: "account-activity",
        title: "Recent Activity",
        className: "member-card member-card--wide",
        headClassName: "member-card__head",
        aside: <ReloadButton query={activity} />,
      }}
      query={activity}
      rows={activity.data?.activity}
      firstRows={FIRST_ROWS}
      failedToast={accountToasts.fetchActivityFailed}
      loading="Loading activity…"
      failed="Failed to fetch activity"
      moreClassName="account-card__more"
    >
      {(shown, more) => (
        <DataTable
          caption="Recent activity, newest first"
          className="activity-table"
          columns={COLUMNS}
          rows={shown}
          rowKey={(row) => row.id}
          rowAttributes={(row) => ({ "data-action": row.action })}
          empty="No activity yet"
        >
          {more}
        </DataTable>
      )}
    </ShortListCard>
  );
}
