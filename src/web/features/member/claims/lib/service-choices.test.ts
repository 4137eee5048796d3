import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { serviceTypeName } from "./claim-texts";
import { isChoosable, NONE_LEFT, NOT_IN_PACKAGE, serviceChoice, serviceChoices, serviceHint } from "./service-choices";

const quota = (quota: number, used: number) => ({ quota, used, remaining: quota - used });
// Ghost-like: no attorney assistance at all, the one engineer visit used up.
const ghost = {
  quotas: { estimates: quota(9, 2), appraisals: quota(5, 0), engineerAssignments: quota(1, 1), attorneyAssistance: quota(0, 0) },
} as Schema<"Subscription">;

test("a service the package does not include is disabled and says so", () => {
  expect(serviceChoice(ghost, "attorney_assistance")).toEqual({
    service: "attorney_assistance",
    label: `${serviceTypeName("attorney_assistance")} — ${NOT_IN_PACKAGE}`,
    disabled: true,
    reason: NOT_IN_PACKAGE,
  });
});

test("a service used up in this period is disabled with its own reason", () => {
  expect(serviceChoice(ghost, "engineer_assignment")).toMatchObject({
    disabled: true,
    reason: NONE_LEFT,
    label: `${serviceTypeName("engineer_assignment")} — ${NONE_LEFT}`,
  });
});

test("a service with units left says how many and can be chosen", () => {
  expect(serviceChoice(ghost, "estimate")).toEqual({
    service: "estimate",
    label: `${serviceTypeName("estimate")} (7 left)`,
    disabled: false,
  });
  expect(serviceChoices(ghost).map((c) => c.disabled)).toEqual([false, false, true, true]);
});

test("without a package the services are named plainly (the page explains why none can be filed)", () => {
  for (const choice of serviceChoices(null))
    expect(choice).toEqual({ service: choice.service, label: serviceTypeName(choice.service), disabled: false });
});

test("a preselected service is kept only when it can be chosen", () => {
  expect(isChoosable(ghost, "appraisal")).toBe(true);
  expect(isChoosable(ghost, "attorney_assistance")).toBe(false);
  expect(isChoosable(ghost, "")).toBe(false);
  expect(isChoosable(null, "attorney_assistance")).toBe(true);
});

test("the line under the list names what cannot be chosen, and why", () => {
  expect(serviceHint(serviceChoices(ghost))).toBe(
    `Uses one unit of this service from your package. Not available now: ${serviceTypeName("engineer_assignment")} (${NONE_LEFT}), ${serviceTypeName("attorney_assistance")} (${NOT_IN_PACKAGE}).`,
  );
  expect(serviceHint(serviceChoices(null))).toBe("Uses one unit of this service from your package.");
});
