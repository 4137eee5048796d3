// The figures of the packages table (public-screens.md §9) that are not prices or quotas: those two
// come from the server (GET /api/plans), so the page shows what is charged and what a period gives.
// These are the spec's constants, in one place, pinned by package-facts.test.ts.
import { PACKAGE_NAMES, type PackageName } from "./billing-policy";

/** The public adjuster's fee the comparisons use: 10% of each claim (§9). */
export const PUBLIC_ADJUSTER_FEE_PERCENT = 10;

/** What one free engineer visit is worth: 1 ($1,500), 2 ($3,000), 5 ($7,500) in §9. */
export const ENGINEER_VISIT_VALUE_USD = 1_500;
/** What one free appraisal credit is worth: 3 ($5,400), 5 ($9,000), 7 ($12,600) in §9. */
export const APPRAISAL_CREDIT_VALUE_USD = 1_800;

export type PackageFacts = {
  name: PackageName;
  /** "40x": the recovery the package can reach against its monthly price. */
  returnMultiple: number;
  /** The claim size the comparisons use (its 10% PA fee equals the monthly price). */
  exampleClaimUsd: number;
  /** "Recovery up to": every estimate of a period on a claim of the example size. */
  recoveryUpToUsd: number;
  /** The §9 table's words, shown as the table's value. */
  processingTime: string;
  /** The same time inside a sentence ("come back …", "processing …"). */
  processingPhrase: string;
  /** The monthly price the multiple was worked out on; the page recomputes it if the price differs. */
  basisMonthlyPriceUsd: number;
  /** What the package adds beyond the counted units (Assassin's demand letters). */
  extras: readonly string[];
};

export const PACKAGE_FACTS: Readonly<Record<PackageName, PackageFacts>> = {
  phantom: {
    name: "phantom",
    returnMultiple: 40,
    exampleClaimUsd: 52_000,
    recoveryUpToUsd: 208_000,
    processingTime: "5-7 business days",
    processingPhrase: "in 5-7 business days",
    basisMonthlyPriceUsd: 5_200,
    extras: [],
  },
  ghost: {
    name: "ghost",
    returnMultiple: 90,
    exampleClaimUsd: 85_000,
    recoveryUpToUsd: 765_000,
    processingTime: "3-5 business days",
    processingPhrase: "in 3-5 business days",
    basisMonthlyPriceUsd: 8_500,
    extras: [],
  },
  assassin: {
    name: "assassin",
    returnMultiple: 140,
    exampleClaimUsd: 150_000,
    recoveryUpToUsd: 2_100_000,
    processingTime: "priority, 24-48 hours",
    processingPhrase: "with priority, within 24-48 hours",
    basisMonthlyPriceUsd: 15_000,
    extras: ["Attorney-backed demand letters"],
  },
};

/** The packages in the page's order: phantom, ghost, assassin (§2.8). */
export const PACKAGE_ORDER: readonly PackageName[] = PACKAGE_NAMES;

/** The public adjuster's fee on a claim, in whole dollars. */
export const publicAdjusterFeeUsd = (claimUsd: number): number => Math.round((claimUsd * PUBLIC_ADJUSTER_FEE_PERCENT) / 100);

/**
 * The multiple to show for the monthly price actually charged: the spec's figure at the spec's
 * price, else the recovery over the charged price rounded down (a changed price never shows a
 * multiple that is no longer true).
 */
export function returnMultipleAt(facts: PackageFacts, monthlyPriceUsd: number): number {
  if (monthlyPriceUsd === facts.basisMonthlyPriceUsd) return facts.returnMultiple;
  return monthlyPriceUsd > 0 ? Math.floor(facts.recoveryUpToUsd / monthlyPriceUsd) : 0;
}
