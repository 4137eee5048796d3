import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { factLines, includedText, offersFrom, priceLine } from "./package-offers";

const plan = (name: Schema<"Plan">["name"], over: Partial<Schema<"Plan">> = {}): Schema<"Plan"> => ({
  id: name,
  name,
  displayName: name[0]!.toUpperCase() + name.slice(1),
  pricePerMonth: { phantom: "5200.00", ghost: "8500.00", assassin: "15000.00" }[name],
  pricePerWeek: { phantom: "1625.00", ghost: "2656.00", assassin: "4500.00" }[name],
  estimatesQuota: { phantom: 4, ghost: 9, assassin: 14 }[name],
  appraisalsQuota: { phantom: 3, ghost: 5, assassin: 7 }[name],
  engineerAssignmentsQuota: { phantom: 1, ghost: 2, assassin: 5 }[name],
  attorneyAssistanceQuota: name === "assassin" ? 2 : 0,
  description: null,
  isActive: true,
  ...over,
});

test("the packages come in the order phantom, ghost, assassin; those not on sale are left out", () => {
  expect(offersFrom([plan("assassin"), plan("phantom"), plan("ghost")]).map((o) => o.key)).toEqual(["phantom", "ghost", "assassin"]);
  expect(offersFrom([plan("assassin"), plan("ghost", { isActive: false })]).map((o) => o.key)).toEqual(["assassin"]);
});

test("each card shows the §9 rows with the server's price and quotas", () => {
  const [phantom, ghost, assassin] = offersFrom([plan("phantom"), plan("ghost"), plan("assassin")]);
  expect(factLines(phantom!)).toEqual([
    { label: "Reconstructed estimates", value: "4" },
    { label: "Free engineer visits", value: "1 ($1,500)" },
    { label: "Free appraisal credits", value: "3 ($5,400)" },
    { label: "Return multiple", value: "40x" },
    { label: "Example claim", value: "$52,000" },
    { label: "Recovery up to", value: "$208,000" },
    { label: "Processing time", value: "5-7 business days" },
  ]);
  expect(factLines(ghost!).map((l) => l.value)).toEqual([
    "9",
    "2 ($3,000)",
    "5 ($9,000)",
    "90x",
    "$85,000",
    "$765,000",
    "3-5 business days",
  ]);
  expect(factLines(assassin!).map((l) => l.value)).toEqual([
    "14",
    "5 ($7,500)",
    "7 ($12,600)",
    "140x",
    "$150,000",
    "$2.1M",
    "priority, 24-48 hours",
    "Included",
  ]);
  expect(priceLine(ghost!, "monthly")).toBe("$8,500 / month");
  expect(priceLine(ghost!, "weekly")).toBe("$2,656 / week");
  expect(includedText(assassin!)).toBe(
    "14 reconstructed estimates, 5 free engineer visits, 7 free appraisal credits and attorney-backed demand letters",
  );
  expect(includedText(phantom!)).toBe("4 reconstructed estimates, 1 free engineer visit and 3 free appraisal credits");
});
