// The credibility list (spec §2): contractor, company, claim type, client, original and final
// amount in dollars, notes; each row can be edited or deleted. Stacks into cards on phones.
import type { Ref } from "react";
import type { CredibilityEntryView } from "#shared/answers/credibility";
import { formatDollars } from "#shared/credibility-fields";
import "#web/components/data-table/data-table.css";

export function CredibilityTable({
  ref,
  entries,
  deletingId,
  onEdit,
  onDelete,
}: {
  /** The table's box: paging focuses it and scrolls it to the top. */
  ref?: Ref<HTMLDivElement>;
  entries: CredibilityEntryView[];
  deletingId: string | undefined;
  onEdit: (entry: CredibilityEntryView) => void;
  onDelete: (entry: CredibilityEntryView) => void;
}) {
  return (
    <div ref={ref} className="data-table-box" tabIndex={-1}>
      <table className="data-table data-table--stack credibility-table">
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
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
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
              <td data-label="Notes" className="credibility-table__notes">
                {entry.notes || <span className="text-muted">—</span>}
              </td>
              <td className="data-table__actions">
                <button
                  type="button"
                  className="term-button term-button--compact"
                  aria-label={`Edit entry of ${entry.contractorName}`}
                  onClick={() => onEdit(entry)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="term-button term-button--compact term-button--danger"
                  aria-label={`Delete entry of ${entry.contractorName}`}
                  disabled={deletingId === entry.id}
                  onClick={() => onDelete(entry)}
                >
                  {deletingId === entry.id ? "Deleting..." : "Delete"}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
