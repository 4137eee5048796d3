import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { advantageText, lifeAfterText } from "./package-copy";
import { offersFrom } from "./package-offers";

const plan = (name: Schema<"Plan">["name"], monthly: string, estimates: number): Schema<"Plan"> => ({
  id: name,
  name,
  displayName: name[0]!.toUpperCase() + name.slice(1),
  pricePerMonth: monthly,
  pricePerWeek: "1.00",
  estimatesQuota: estimates,
  appraisalsQuota: 1,
  engineerAssignmentsQuota: 1,
  attorneyAssistanceQuota: 0,
  description: null,
  isActive: true,
});

const [phantom, assassin] = offersFrom([plan("phantom", "5200.00", 4), plan("assassin", "15000.00", 14)]);

test("the processing time reads as a sentence: 'in 5-7 business days', 'with priority, within 24-48 hours'", () => {
  expect(lifeAfterText(phantom!)[1]).toStartWith("Reconstructed estimates come back in 5-7 business days.");
  expect(lifeAfterText(assassin!)[1]).toStartWith("Reconstructed estimates come back with priority, within 24-48 hours.");
  expect(lifeAfterText(assassin!).join(" ")).not.toContain("in priority");
});

test("the advantage says the fee once, without a redundant 'for one claim'", () => {
  expect(advantageText(phantom!)[0]).toBe("A public adjuster takes 10% of every claim. On a $52,000 claim that is $5,200.");
});
