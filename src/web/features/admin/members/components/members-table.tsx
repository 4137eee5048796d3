// One page of members: who (username, name), e-mail, plan, state, devices used of the most
// allowed, when they joined and when a device of theirs was last seen. Stacks into cards on phones.
import type { Ref } from "react";
import type { MemberSummary } from "#shared/answers/members";
import "#web/components/data-table/data-table.css";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { devicesUsedText, memberFullName } from "../lib/member-texts";
import { MemberState } from "./member-state";

/** The row's Open button: focus returns to it from the member's detail. */
export const openButtonId = (id: string) => `member-open-${id}`;

export function MembersTable({
  ref,
  members,
  onOpen,
}: {
  ref?: Ref<HTMLDivElement>;
  members: MemberSummary[];
  onOpen: (member: MemberSummary) => void;
}) {
  return (
    <div ref={ref} className="data-table-box" tabIndex={-1}>
      <table className="data-table data-table--stack members-table">
        <caption className="visually-hidden">Members, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">E-mail</th>
            <th scope="col">Plan</th>
            <th scope="col">State</th>
            <th scope="col" className="data-table__num">
              Devices
            </th>
            <th scope="col">Joined (UTC)</th>
            <th scope="col">Last seen (UTC)</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} data-member={member.username}>
              <td data-label="Member">
                {/* One box per cell: stacked on phones, a cell is a grid of its label and one value. */}
                <div>
                  <span className="data-table__strong">{member.username}</span>
                  <span className="members-table__name">{memberFullName(member)}</span>
                </div>
              </td>
              <td data-label="E-mail">{member.email}</td>
              <td data-label="Plan" className="text-nowrap">
                {member.planName}
              </td>
              <td data-label="State">
                <MemberState member={member} />
              </td>
              <td data-label="Devices" className="data-table__num">
                {devicesUsedText(member)}
              </td>
              <td data-label="Joined" className="text-nowrap">
                {formatUtcMinute(member.createdAt)}
              </td>
              <td data-label="Last seen" className="text-nowrap">
                {formatUtcMinute(member.lastSeenAt)}
              </td>
              <td className="data-table__actions">
                <button
                  id={openButtonId(member.id)}
                  type="button"
                  className="term-button term-button--compact"
                  aria-label={`Open member ${member.username}`}
                  onClick={() => onOpen(member)}
                >
                  Open
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
