import { expect, test } from "bun:test";
import {
  APPRAISAL_CREDIT_VALUE_USD,
  ENGINEER_VISIT_VALUE_USD,
  PACKAGE_FACTS,
  PACKAGE_ORDER,
  PUBLIC_ADJUSTER_FEE_PERCENT,
  publicAdjusterFeeUsd,
  returnMultipleAt,
} from "./package-facts";

// The §9 table, row by row (prices and quotas are the server's; they are here to check the rest).
const TABLE = {
  phantom: {
    monthly: 5_200,
    estimates: 4,
    visits: 1,
    visitsValue: 1_500,
    credits: 3,
    creditsValue: 5_400,
    multiple: 40,
    claim: 52_000,
    recovery: 208_000,
    time: "5-7 business days",
  },
  ghost: {
    monthly: 8_500,
    estimates: 9,
    visits: 2,
    visitsValue: 3_000,
    credits: 5,
    creditsValue: 9_000,
    multiple: 90,
    claim: 85_000,
    recovery: 765_000,
    time: "3-5 business days",
  },
  assassin: {
    monthly: 15_000,
    estimates: 14,
    visits: 5,
    visitsValue: 7_500,
    credits: 7,
    creditsValue: 12_600,
    multiple: 140,
    claim: 150_000,
    recovery: 2_100_000,
    time: "priority, 24-48 hours",
  },
} as const;

test("the order is phantom, ghost, assassin", () => {
  expect(PACKAGE_ORDER).toEqual(["phantom", "ghost", "assassin"]);
});

test.each(Object.entries(TABLE))("%s: every §9 figure", (name, row) => {
  const facts = PACKAGE_FACTS[name as keyof typeof TABLE];
  expect(facts.name).toBe(name as keyof typeof TABLE);
  expect(facts.returnMultiple).toBe(row.multiple);
  expect(facts.exampleClaimUsd).toBe(row.claim);
  expect(facts.recoveryUpToUsd).toBe(row.recovery);
  expect(facts.processingTime).toBe(row.time);
  expect(facts.basisMonthlyPriceUsd).toBe(row.monthly);
  expect(row.visits * ENGINEER_VISIT_VALUE_USD).toBe(row.visitsValue);
  expect(row.credits * APPRAISAL_CREDIT_VALUE_USD).toBe(row.creditsValue);
});

test.each(Object.entries(TABLE))("%s: the figures agree with each other", (name, row) => {
  const facts = PACKAGE_FACTS[name as keyof typeof TABLE];
  // Recovery = every estimate on a claim of the example size; the multiple = recovery / price;
  // the example claim's 10% fee is the monthly price.
  expect(row.estimates * facts.exampleClaimUsd).toBe(facts.recoveryUpToUsd);
  expect(facts.recoveryUpToUsd / facts.basisMonthlyPriceUsd).toBe(facts.returnMultiple);
  expect(publicAdjusterFeeUsd(facts.exampleClaimUsd)).toBe(row.monthly);
});

test("only Assassin adds attorney-backed demand letters; the PA fee is 10%", () => {
  expect(PACKAGE_FACTS.assassin.extras).toEqual(["Attorney-backed demand letters"]);
  expect(PACKAGE_FACTS.phantom.extras).toEqual([]);
  expect(PACKAGE_FACTS.ghost.extras).toEqual([]);
  expect(PUBLIC_ADJUSTER_FEE_PERCENT).toBe(10);
});

test("the multiple follows a changed price instead of showing a stale figure", () => {
  expect(returnMultipleAt(PACKAGE_FACTS.ghost, 8_500)).toBe(90);
  expect(returnMultipleAt(PACKAGE_FACTS.ghost, 10_000)).toBe(76);
  expect(returnMultipleAt(PACKAGE_FACTS.ghost, 0)).toBe(0);
});
