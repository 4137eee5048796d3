// The credibility database as members read it: contractor, company, claim type, client, amounts
// (as $) and notes. Read-only; stacks into cards on phones.
import type { Ref } from "react";
import type { CredibilityEntryView } from "#shared/answers/credibility";
import { formatDollars } from "#shared/number-text";
import { SimpleTable, type SimpleColumn } from "#web/components/table/simple-table";
import "./member-credibility-table.css";

const COLUMNS: ReadonlyArray<SimpleColumn<CredibilityEntryView>> = [
  { header: "Contractor", className: "data-table__strong", cell: (entry) => entry.contractorName },
  { header: "Company", cell: (entry) => entry.contractorCompany },
  { header: "Claim type", cell: (entry) => entry.claimType },
  { header: "Client", cell: (entry) => entry.clientName },
  { header: "Original", numeric: true, cell: (entry) => formatDollars(entry.originalAmount) },
  { header: "Final", numeric: true, className: "data-table__strong", cell: (entry) => formatDollars(entry.finalAmount) },
  {
    header: "Notes",
    className: "member-credibility-table__notes",
    cell: (entry) => entry.notes || <span className="text-muted">—</span>,
  },
];

export function MemberCredibilityTable({ ref, entries }: { ref?: Ref<HTMLDivElement>; entries: CredibilityEntryView[] }) {
  return (
    <SimpleTable
      ref={ref}
      caption="Credibility entries"
      className="member-credibility-table"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowAttributes={(entry) => ({ "data-entry-id": entry.id })}
    />
  );
}
