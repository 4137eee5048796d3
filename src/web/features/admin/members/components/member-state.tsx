// A member's state as a word with its colour: Active in green, Inactive in red.
import type { Schema } from "#web/lib/api-types";
import { StateWord } from "#web/components/state-word/state-word";
import { memberStateText } from "../lib/member-texts";

export function MemberState({ member }: { member: Pick<Schema<"MemberSummary">, "isActive"> }) {
  return (
    <StateWord kind="member-state" tone={member.isActive ? "active" : "inactive"}>
      {memberStateText(member)}
    </StateWord>
  );
}
