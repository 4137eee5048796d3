// The member's claims, one row each: status, service, property (with homeowner and claim number),
// its next open deadline (countdown and duty, decision 0118), filed date, documents and new messages. The property opens the claim. Stacks into cards on phones.
import type { Ref } from "react";
import { Link } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { deadlineTone, dueCountdownText, dutyText } from "#web/components/claim-clock/deadline-words";
import type { Column } from "#web/components/data-table/columns";
import { DataTable } from "#web/components/data-table/data-table";
import { claimPath } from "../lib/claim-paths";
import { isoDay, serviceTypeName } from "../lib/claim-texts";
import { ClaimStatusTag } from "./claim-status-tag";
import "../claims.css";
import "./claims-table.css";

/** A claim with the operatives' messages its member has not read, and its next open deadline. */
export type ClaimRow = Schema<"Claim"> & { unread: number; next?: Schema<"DueDeadline"> };

const COLUMNS: readonly Column<ClaimRow>[] = [
  {
    header: "Status",
    cell: (claim) => (
      <span>
        <ClaimStatusTag status={claim.status} />
      </span>
    ),
  },
  { header: "Service", cell: (claim) => serviceTypeName(claim.serviceRequestType) },
  {
    header: "Property",
    className: "claims-table__property",
    // One box, so a phone's stacked row keeps both lines beside the label.
    cell: (claim) => (
      <div>
        <Link to={claimPath(claim.id)} className="claims-table__link">
          {claim.propertyAddress}
        </Link>
        <span className="claims-table__sub text-muted">
          {claim.homeowner}
          {claim.claimNumber ? ` · #${claim.claimNumber}` : ""}
        </span>
      </div>
    ),
  },
  {
    header: "Next deadline",
    className: "claims-table__next",
    cell: (claim) =>
      claim.next ? (
        <div data-testid="next-deadline" data-tone={deadlineTone(claim.next) ?? "plain"}>
          <span className="claims-table__countdown">{dueCountdownText(claim.next)}</span>
          <span className="claims-table__sub text-muted">{dutyText(claim.next)}</span>
        </div>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
  { header: "Filed", className: "text-nowrap", cell: (claim) => isoDay(claim.createdAt) },
  { header: "Documents", kind: "num", cell: (claim) => claim.documentCount },
  {
    header: "New messages",
    kind: "num",
    cell: (claim) =>
      claim.unread ? (
        <Link
          to={claimPath(claim.id)}
          className="claims-table__unread"
          aria-label={`${claim.unread} new ${claim.unread === 1 ? "message" : "messages"}`}
        >
          ✉ {claim.unread}
        </Link>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
];

export function ClaimsTable({ ref, claims }: { ref?: Ref<HTMLDivElement>; claims: ClaimRow[] }) {
  return (
    <DataTable
      ref={ref}
      caption="Your claims, newest first"
      className="claims-table"
      columns={COLUMNS}
      rows={claims}
      rowKey={(claim) => claim.id}
      rowAttributes={(claim) => ({ "data-claim-id": claim.id })}
    />
  );
}
