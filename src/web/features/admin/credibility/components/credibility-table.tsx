// The credibility list (spec §2): contractor, company, claim type, client, original and final
// amount in dollars, notes; each row can be edited or deleted. Stacks into cards on phones.
import type { Schema } from "#web/lib/api-types";
import { actionsColumn, type Column } from "#web/components/data-table/columns";
import { defineTable } from "#web/components/data-table/define-table";
import { CREDIBILITY_COLUMNS } from "#web/components/credibility/credibility-columns";
import { ActionButton } from "#web/components/action-button/action-button";

type Actions = {
  deletingId: string | undefined;
  onEdit: (entry: Schema<"CredibilityEntry">) => void;
  onDelete: (entry: Schema<"CredibilityEntry">) => void;
};

const columns = ({ deletingId, onEdit, onDelete }: Actions): Column<Schema<"CredibilityEntry">>[] => [
  ...CREDIBILITY_COLUMNS,
  actionsColumn((entry) => (
    <>
      <ActionButton text="Edit" label={`Edit entry of ${entry.contractorName}`} onClick={() => onEdit(entry)} />
      <ActionButton
        text="Delete"
        label={`Delete entry of ${entry.contractorName}`}
        tone="danger"
        busy={deletingId === entry.id}
        busyText="Deleting..."
        onClick={() => onDelete(entry)}
      />
    </>
  )),
];

export const CredibilityTable = defineTable({
  caption: "Credibility entries",
  className: "credibility-table",
  columns,
  rowAttributes: (entry: Schema<"CredibilityEntry">) => ({ "data-entry-id": entry.id }),
});
