// A package as the page shows it: the server's price and quotas (what is charged and given) with
// the §9 figures of src/shared/package-facts.ts, in the order phantom, ghost, assassin.
import type { Schema } from "#web/lib/api-types";
import type { BillingFrequency, PackageName } from "#shared/billing-policy";
import {
  APPRAISAL_CREDIT_VALUE_USD,
  ENGINEER_VISIT_VALUE_USD,
  PACKAGE_FACTS,
  PACKAGE_ORDER,
  returnMultipleAt,
  type PackageFacts,
} from "#shared/package-facts";
import { countText } from "#web/lib/count-text";
import { priceText, usdText, wholeDollars } from "./money-text";

export type PackageOffer = {
  key: PackageName;
  name: string;
  /** Decimal strings as the API sends them ("5200.00"). */
  price: Record<BillingFrequency, string>;
  estimates: number;
  engineerVisits: number;
  appraisalCredits: number;
  attorneyAssistance: number;
  facts: PackageFacts;
};

export const FREQUENCY_LABEL: Record<BillingFrequency, string> = { monthly: "Monthly", weekly: "Weekly" };
export const PER_LABEL: Record<BillingFrequency, string> = { monthly: "month", weekly: "week" };

/** The packages on sale, in §2.8's order; a package the page has no figures for is left out. */
export function offersFrom(plans: readonly Schema<"Plan">[]): PackageOffer[] {
  return PACKAGE_ORDER.flatMap((key) => {
    const plan = plans.find((p) => p.name === key && p.isActive);
    if (!plan) return [];
    return [
      {
        key,
        name: plan.displayName,
        price: { monthly: plan.pricePerMonth, weekly: plan.pricePerWeek },
        estimates: plan.estimatesQuota,
        engineerVisits: plan.engineerAssignmentsQuota,
        appraisalCredits: plan.appraisalsQuota,
        attorneyAssistance: plan.attorneyAssistanceQuota,
        facts: PACKAGE_FACTS[key],
      },
    ];
  });
}

export type FactLine = { label: string; value: string };

/** The §9 rows of one package, with the server's quotas and price. */
export function factLines(offer: PackageOffer): FactLine[] {
  const { facts } = offer;
  const lines: FactLine[] = [
    { label: "Reconstructed estimates", value: String(offer.estimates) },
    { label: "Free engineer visits", value: `${offer.engineerVisits} (${usdText(offer.engineerVisits * ENGINEER_VISIT_VALUE_USD)})` },
    {
      label: "Free appraisal credits",
      value: `${offer.appraisalCredits} (${usdText(offer.appraisalCredits * APPRAISAL_CREDIT_VALUE_USD)})`,
    },
    { label: "Return multiple", value: `${returnMultipleAt(facts, wholeDollars(offer.price.monthly))}x` },
    { label: "Example claim", value: usdText(facts.exampleClaimUsd) },
    { label: "Recovery up to", value: usdText(facts.recoveryUpToUsd) },
    { label: "Processing time", value: facts.processingTime },
  ];
  for (const extra of facts.extras) lines.push({ label: extra, value: "Included" });
  return lines;
}

/** "9 reconstructed estimates, 2 engineer visits, 5 appraisal credits" and the extras. */
export function includedText(offer: PackageOffer): string {
  const parts = [
    countText(offer.estimates, "reconstructed estimate", "reconstructed estimates"),
    countText(offer.engineerVisits, "free engineer visit", "free engineer visits"),
    countText(offer.appraisalCredits, "free appraisal credit", "free appraisal credits"),
    ...offer.facts.extras.map((e) => e.toLowerCase()),
  ];
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export const priceLine = (offer: PackageOffer, frequency: BillingFrequency): string =>
  `${priceText(offer.price[frequency])} / ${PER_LABEL[frequency]}`;
