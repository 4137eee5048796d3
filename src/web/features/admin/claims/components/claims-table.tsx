// One page of the claims queue: filed, member, property and homeowner, service, status, claim
// number, documents, unread messages, and Open. Stacks into cards on phones.
import type { Schema } from "#web/lib/api-types";
import { actionsColumn, type Column } from "#web/components/data-table/columns";
import { defineTable } from "#web/components/data-table/define-table";
import { ActionButton } from "#web/components/action-button/action-button";
import { TwoLines } from "#web/components/data-table/two-lines";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { serviceTypeName } from "../lib/claim-admin-texts";
import { ClaimStatusWord } from "./claim-status";

/** The row's Open button: focus returns to it from the claim. */
export const openClaimButtonId = (id: string) => `claim-open-${id}`;

/** A queue row with the members' messages no operative has read yet. */
export type QueueRow = Schema<"Claim"> & { unread: number };

const columns = (onOpen: (claim: QueueRow) => void): Column<QueueRow>[] => [
  { header: "Filed (UTC)", label: "Filed", className: "text-nowrap", cell: (claim) => formatUtcMinute(claim.createdAt) },
  { header: "Member", className: "data-table__strong", cell: (claim) => claim.username },
  {
    header: "Property",
    cell: (claim) => <TwoLines main={claim.propertyAddress} sub={claim.homeowner} className="claims-admin-table__address" />,
  },
  { header: "Service", cell: (claim) => serviceTypeName(claim.serviceRequestType) },
  { header: "Status", cell: (claim) => <ClaimStatusWord status={claim.status} /> },
  { header: "Claim #", cell: (claim) => claim.claimNumber ?? "—" },
  { header: "Docs", kind: "num", cell: (claim) => claim.documentCount },
  {
    header: "Unread",
    kind: "num",
    cell: (claim) => (claim.unread ? <span className="claims-admin-table__unread">✉ {claim.unread}</span> : "—"),
  },
  actionsColumn((claim) => (
    <ActionButton
      id={openClaimButtonId(claim.id)}
      text="Open"
      label={`Open claim for ${claim.propertyAddress}`}
      onClick={() => onOpen(claim)}
    />
  )),
];

export const ClaimsTable = defineTable({
  caption: "Claims, newest first",
  className: "claims-admin-table",
  columns,
  rowAttributes: (claim: QueueRow) => ({ "data-claim-id": claim.id, "data-status": claim.status }),
});
