// The credibility database as members read it: contractor, company, claim type, client, amounts
// (as $) and notes. Read-only; stacks into cards on phones.
import type { Ref } from "react";
import type { Schema } from "#web/lib/api-types";
import { CREDIBILITY_COLUMNS } from "#web/components/credibility/credibility-columns";
import { DataTable } from "#web/components/data-table/data-table";

export function MemberCredibilityTable({ ref, entries }: { ref?: Ref<HTMLDivElement>; entries: Schema<"CredibilityEntry">[] }) {
  return (
    <DataTable
      ref={ref}
      caption="Credibility entries"
      className="member-credibility-table"
      columns={CREDIBILITY_COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowAttributes={(entry) => ({ "data-entry-id": entry.id })}
    />
  );
}
