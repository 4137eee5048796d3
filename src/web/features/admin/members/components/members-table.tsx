// One page of members: who (username, name), e-mail, plan, state, devices used of the most
// allowed, when they joined and when a device of theirs was last seen. Stacks into cards on phones.
import type { Schema } from "#web/lib/api-types";
import { actionsColumn, type Column } from "#web/components/data-table/columns";
import { defineTable } from "#web/components/data-table/define-table";
import { TwoLines } from "#web/components/data-table/two-lines";
import { ActionButton } from "#web/components/action-button/action-button";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { devicesUsedText, memberFullName } from "../lib/member-texts";
import { MemberState } from "./member-state";

/** The row's Open button: focus returns to it from the member's detail. */
export const openButtonId = (id: string) => `member-open-${id}`;

const columns = (onOpen: (member: Schema<"MemberSummary">) => void): Column<Schema<"MemberSummary">>[] => [
  {
    header: "Member",
    // One box per cell: stacked on phones, a cell is a grid of its label and one value.
    cell: (member) => <TwoLines main={member.username} sub={memberFullName(member)} className="data-table__strong" />,
  },
  { header: "E-mail", cell: (member) => member.email },
  { header: "Plan", className: "text-nowrap", cell: (member) => member.planName },
  { header: "State", cell: (member) => <MemberState member={member} /> },
  { header: "Devices", kind: "num", cell: devicesUsedText },
  { header: "Joined (UTC)", label: "Joined", className: "text-nowrap", cell: (member) => formatUtcMinute(member.createdAt) },
  { header: "Last seen (UTC)", label: "Last seen", className: "text-nowrap", cell: (member) => formatUtcMinute(member.lastSeenAt) },
  actionsColumn((member) => (
    <ActionButton id={openButtonId(member.id)} text="Open" label={`Open member ${member.username}`} onClick={() => onOpen(member)} />
  )),
];

export const MembersTable = defineTable({
  caption: "Members, newest first",
  className: "members-table",
  columns,
  rowAttributes: (member: Schema<"MemberSummary">) => ({ "data-member": member.username }),
});
