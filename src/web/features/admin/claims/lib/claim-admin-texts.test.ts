import { expect, test } from "bun:test";
import { CLAIM_STATUSES, NEXT_CLAIM_STATUSES } from "#shared/schemas/claims";
import {
  cancelClaimConfirmation,
  claimStatusName,
  fileSizeText,
  nextSteps,
  noStepsText,
  requesterText,
  serviceTypeName,
  STATUS_FILTERS,
  stepLabel,
  TYPE_FILTERS,
} from "./claim-admin-texts";

test("the steps offered are exactly core's next steps; closed claims offer none", () => {
  for (const status of CLAIM_STATUSES) expect(nextSteps(status)).toEqual(NEXT_CLAIM_STATUSES[status]);
  expect(nextSteps("submitted")).toEqual(["in_review", "cancelled"]);
  expect(nextSteps("completed")).toEqual([]);
  expect(noStepsText("cancelled")).toBe("This claim is cancelled; it takes no further steps.");
});

test("steps and statuses read as words", () => {
  expect(stepLabel("in_review")).toBe("Move to In review");
  expect(stepLabel("completed")).toBe("Move to Completed");
  expect(stepLabel("cancelled")).toBe("Cancel claim");
  expect(claimStatusName("in_progress")).toBe("In progress");
  expect(claimStatusName("reopened")).toBe("reopened");
  expect(serviceTypeName("engineer_assignment")).toBe("Engineer visit");
  expect(STATUS_FILTERS.map((f) => f.value)).toEqual(["all", ...CLAIM_STATUSES]);
  expect(TYPE_FILTERS[0]).toEqual({ value: "all", label: "All services" });
});

test("cancelling asks first and says whether the unit goes back", () => {
  const claim = { propertyAddress: "12 Oak St", username: "jane1" };
  expect(cancelClaimConfirmation({ ...claim, status: "submitted" })).toBe(
    "Cancel the claim for 12 Oak St (jane1)? A cancelled claim cannot be reopened. Work has not begun, so the unit goes back to the member's package.",
  );
  expect(cancelClaimConfirmation({ ...claim, status: "in_progress" })).toEndWith("Work has begun, so the unit is not given back.");
});

test("senders and sizes", () => {
  expect(requesterText({ username: null })).toBe("visitor");
  expect(requesterText({ username: "jane1" })).toBe("jane1");
  expect(fileSizeText(512)).toBe("512 B");
  expect(fileSizeText(1536)).toBe("1.5 KB");
  expect(fileSizeText(10 * 1024 * 1024)).toBe("10.0 MB");
});
