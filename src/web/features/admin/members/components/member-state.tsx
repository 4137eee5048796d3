// A member's state as a word with its colour: Active in green, Inactive in red.
import type { MemberSummary } from "#shared/answers/members";
import { memberStateText } from "../lib/member-texts";

export function MemberState({ member }: { member: Pick<MemberSummary, "isActive"> }) {
  return <span className={`member-state member-state--${member.isActive ? "active" : "inactive"}`}>{memberStateText(member)}</span>;
}
