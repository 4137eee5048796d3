// The member's recent activity, newest first: sign-ins, devices, resets, windows.
import { useState } from "react";
import { activityName } from "#shared/activity-words";
import "#web/components/data-table/data-table.css";
import { LoadFailed } from "#web/components/panel/load-failed";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtc } from "#web/lib/format-time";
import { useActivity } from "../api/account-api";
import { accountToasts } from "../lib/account-toasts";

/** Rows shown before "Show all": the card sits among others and must stay short. */
const FIRST_ROWS = 8;

export function ActivityCard() {
  const activity = useActivity();
  const [all, setAll] = useState(false);
  useErrorToast(activity, accountToasts.fetchActivityFailed);
  const rows = activity.data?.activity;
  const shown = rows && !all ? rows.slice(0, FIRST_ROWS) : rows;

  return (
    <section className="card account-card account-card--wide" aria-labelledby="account-activity">
      <div className="account-card__head">
        <h2 id="account-activity" className="card__title">
          Recent Activity
        </h2>
        <button
          type="button"
          className="term-button term-button--compact"
          disabled={activity.isFetching}
          onClick={() => void activity.refetch()}
        >
          {activity.isFetching ? "Reloading..." : "Reload"}
        </button>
      </div>
      {activity.isPending ? (
        <p className="empty-state" role="status">
          Loading activity…
        </p>
      ) : activity.isError || !rows || !shown ? (
        <LoadFailed message="Failed to fetch activity" onRetry={() => void activity.refetch()} />
      ) : rows.length === 0 ? (
        <p className="empty-state">No activity yet</p>
      ) : (
        <div className="data-table-box">
          <table className="data-table data-table--stack activity-table">
            <caption className="visually-hidden">Recent activity, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Action</th>
                <th scope="col">Detail</th>
                <th scope="col">Address</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id} data-action={row.action}>
                  <td data-label="Time" className="text-nowrap">
                    {formatUtc(row.createdAt)}
                  </td>
                  <td data-label="Action" className="text-nowrap">
                    {activityName(row.action)}
                  </td>
                  <td data-label="Detail">{row.description ?? "—"}</td>
                  <td data-label="Address">{row.ipAddress ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > FIRST_ROWS ? (
            <button
              type="button"
              className="term-button term-button--compact term-button--ghost account-card__more"
              onClick={() => setAll(!all)}
            >
              {all ? "Show fewer" : `Show all ${rows.length}`}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
