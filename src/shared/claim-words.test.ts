// Members read words: every validation message about a claim value names the choices as words,
// never as the keys the API stores.
import { describe, expect, test } from "bun:test";
import { choiceList, claimHistoryActor, claimHistoryChange } from "./claim-words";
import { CLAIM_STATUS_MESSAGE, INSPECTION_STATUS_MESSAGE, PLAN_TYPE_MESSAGE, SERVICE_REQUEST_TYPE_MESSAGE } from "./schemas/claims";

describe("claim words", () => {
  test("a list of choices reads as a sentence", () => {
    expect(choiceList(["Estimate"])).toBe("estimate");
    expect(choiceList(["Estimate", "Appraisal"])).toBe("estimate or appraisal");
    expect(choiceList(["Phantom", "Ghost", "Assassin"], true)).toBe("Phantom, Ghost or Assassin");
  });

  test.each([
    [INSPECTION_STATUS_MESSAGE, "Inspection status must be scheduled, completed, pending or not required"],
    [SERVICE_REQUEST_TYPE_MESSAGE, "Service request type must be estimate, appraisal, engineer visit or attorney assistance"],
    [PLAN_TYPE_MESSAGE, "Package must be Phantom, Ghost, Assassin or none"],
    [CLAIM_STATUS_MESSAGE, "Status must be submitted, in review, in progress, completed or cancelled"],
  ])("%p", (message, expected) => {
    expect(message).toBe(expected);
    expect(message).not.toMatch(/[a-z]_[a-z]/);
  });
});

describe("a claim history step, for the member and for AAN's staff", () => {
  test("the change reads the same for both: the filing, then each move by status name", () => {
    expect(claimHistoryChange({ fromStatus: null, toStatus: "submitted" })).toBe("Filed as submitted");
    expect(claimHistoryChange({ fromStatus: "submitted", toStatus: "in_review" })).toBe("Submitted → In review");
  });

  test("who made it reads the same for both, but for the member's own steps: You to them, Member to the staff", () => {
    expect(claimHistoryActor("admin:commander", "member")).toBe(claimHistoryActor("admin:commander", "staff"));
    expect(claimHistoryActor("admin:commander", "staff")).toBe("AAN staff (commander)");
    expect(claimHistoryActor("cli:ops", "member")).toBe("AAN operations");
    expect(claimHistoryActor("cli:ops", "staff")).toBe("AAN operations");
    expect(claimHistoryActor("member:jane", "member")).toBe("You (jane)");
    expect(claimHistoryActor("member:jane", "staff")).toBe("Member (jane)");
  });
});
