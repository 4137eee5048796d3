import { expect, test } from "bun:test";
import { newClaimSchema } from "#shared/schemas/claims";
import { checkForm } from "#web/components/form/form-check";
import { problemOf } from "#web/components/form/form-check-test-cases";
import { ApiError } from "#web/lib/api-error";
import { claimInput, claimRefusal, initialClaimValues, NEW_CLAIM_KEYS } from "./new-claim-form";

test("an empty form shows the spec's message under each required field", () => {
  expect(problemOf(newClaimSchema, claimInput(initialClaimValues(null)), NEW_CLAIM_KEYS).fields).toEqual({
    propertyAddress: "Property address is required",
    homeowner: "Homeowner name is required",
    col: "Cause of Loss date is required",
    dol: "Date of Loss is required",
    inspectionStatus: "Inspection status must be scheduled, completed, pending or not required",
    serviceRequestType: "Service request type must be estimate, appraisal, engineer visit or attorney assistance",
  });
});

test("a filled form sends the schema's values; optional blanks are null and money loses its $ and commas", () => {
  const values = {
    ...initialClaimValues("estimate"),
    propertyAddress: " 12 Oak St, Tampa, FL ",
    homeowner: "Carol Client",
    col: "2026-10-01",
    dol: "2026-10-02",
    inspectionStatus: "pending",
    originalClaimAmount: "$52,000.50",
  };
  const checked = checkForm(newClaimSchema, claimInput(values), NEW_CLAIM_KEYS);
  expect(checked).toEqual({
    ok: true,
    data: {
      propertyAddress: "12 Oak St, Tampa, FL",
      homeowner: "Carol Client",
      col: "2026-10-01",
      dol: "2026-10-02",
      inspectionStatus: "pending",
      serviceRequestType: "estimate",
      claimNumber: null,
      originalClaimAmount: "52000.50",
      notes: null,
      // Left out by the form: the server reads it from the address.
      state: null,
    },
  });
});

test("an amount that is not money keeps the schema's message", () => {
  const input = claimInput({ ...initialClaimValues("estimate"), originalClaimAmount: "12.345" });
  expect(problemOf(newClaimSchema, input, NEW_CLAIM_KEYS).fields.originalClaimAmount).toBe(
    "Original claim amount must be an amount of 0 or more with at most 2 decimals",
  );
});

test("?type= preselects only a known service", () => {
  expect(initialClaimValues("appraisal").serviceRequestType).toBe("appraisal");
  expect(initialClaimValues("gold").serviceRequestType).toBe("");
});

test("403 and 409 are refusals of the package, shown as such; other failures are not", () => {
  const refusal = (status: number, kind: ApiError["kind"], message: string) => claimRefusal(new ApiError({ status, kind, message }));
  expect(refusal(403, "forbidden", "An active subscription is required to file a claim")).toEqual({
    kind: "package",
    message: "An active subscription is required to file a claim",
  });
  expect(refusal(409, "conflict", "No estimates left in this period")).toEqual({
    kind: "quota",
    message: "No estimates left in this period",
  });
  expect(refusal(400, "invalid", "Property address is required")).toBeUndefined();
  expect(claimRefusal(new ApiError({ status: 0, kind: "timeout", message: "Request timeout" }))).toBeUndefined();
});
