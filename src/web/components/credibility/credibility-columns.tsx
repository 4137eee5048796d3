// The credibility database's columns, as members read it and as the admin tab lists it (which adds
// its Edit and Delete buttons): contractor, company, claim type, client, amounts in dollars, notes.
import type { Schema } from "#web/lib/api-types";
import { formatDollars } from "#shared/number-text";
import type { Column } from "#web/components/data-table/columns";
import "./credibility-columns.css";

export const CREDIBILITY_COLUMNS: readonly Column<Schema<"CredibilityEntry">>[] = [
  { header: "Contractor", className: "data-table__strong", cell: (entry) => entry.contractorName },
  { header: "Company", cell: (entry) => entry.contractorCompany },
  { header: "Claim type", cell: (entry) => entry.claimType },
  { header: "Client", cell: (entry) => entry.clientName },
  { header: "Original", kind: "num", cell: (entry) => formatDollars(entry.originalAmount) },
  { header: "Final", kind: "num", className: "data-table__strong", cell: (entry) => formatDollars(entry.finalAmount) },
  { header: "Notes", className: "credibility-notes", cell: (entry) => entry.notes || <span className="text-muted">—</span> },
];
