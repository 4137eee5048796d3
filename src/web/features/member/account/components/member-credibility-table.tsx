// The credibility database as members read it: contractor, company, claim type, client, amounts
// (as $) and notes. Read-only; stacks into cards on phones.
import type { Ref } from "react";
import type { CredibilityEntryView } from "#shared/answers/credibility";
import { formatDollars } from "#shared/credibility-fields";
import "#web/components/data-table/data-table.css";

export function MemberCredibilityTable({ ref, entries }: { ref?: Ref<HTMLDivElement>; entries: CredibilityEntryView[] }) {
  return (
    <div ref={ref} className="data-table-box" tabIndex={-1}>
      <table className="data-table data-table--stack member-credibility-table">
        <caption className="visually-hidden">Credibility entries</caption>
        <thead>
          <tr>
            <th scope="col">Contractor</th>
            <th scope="col">Company</th>
            <th scope="col">Claim type</th>
            <th scope="col">Client</th>
            <th scope="col" className="data-table__num">
              Original
            </th>
            <th scope="col" className="data-table__num">
              Final
            </th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-entry-id={entry.id}>
              <td data-label="Contractor" className="data-table__strong">
                {entry.contractorName}
              </td>
              <td data-label="Company">{entry.contractorCompany}</td>
              <td data-label="Claim type">{entry.claimType}</td>
              <td data-label="Client">{entry.clientName}</td>
              <td data-label="Original" className="data-table__num">
                {formatDollars(entry.originalAmount)}
              </td>
              <td data-label="Final" className="data-table__num data-table__strong">
                {formatDollars(entry.finalAmount)}
              </td>
              <td data-label="Notes" className="member-credibility-table__notes">
                {entry.notes || <span className="text-muted">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
