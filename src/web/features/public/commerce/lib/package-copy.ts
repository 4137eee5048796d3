// The words of a package's collapsible sections (public-screens.md §2.8 names them; their texts are
// not shown, decision 0033). Every figure in them is worked out from the server's price and quotas
// and the §9 constants, so a changed price changes the words with it.
import { PUBLIC_ADJUSTER_FEE_PERCENT, publicAdjusterFeeUsd, returnMultipleAt } from "#shared/package-facts";
import { priceText, usdText, wholeDollars } from "./money-text";
import type { PackageOffer } from "./package-offers";

export type SectionId = "advantage" | "life-after" | "pa-fees" | "bottom-line" | "appraisers" | "purchase";

export const SECTION_TITLES: Record<SectionId, string> = {
  advantage: "The advantage",
  "life-after": "Life after deployment",
  "pa-fees": "PA fee metrics",
  "bottom-line": "Bottom line",
  appraisers: "View appraiser network",
  purchase: "Purchase now",
};

export const SECTION_ORDER: readonly SectionId[] = ["advantage", "life-after", "pa-fees", "bottom-line", "appraisers", "purchase"];

export function advantageText(offer: PackageOffer): string[] {
  const claim = offer.facts.exampleClaimUsd;
  return [
    `A public adjuster takes ${PUBLIC_ADJUSTER_FEE_PERCENT}% of every claim. On a ${usdText(claim)} claim that is ${usdText(publicAdjusterFeeUsd(claim))}.`,
    `${offer.name} costs ${priceText(offer.price.monthly)} a month and covers ${offer.estimates} reconstructed estimates in each 30-day period, with engineer visits and appraisal credits on top. The settlement stays yours: no percentage is taken from it.`,
  ];
}

export function lifeAfterText(offer: PackageOffer): string[] {
  return [
    "You send the claim file, photos and the carrier's estimate through the messaging service. We rebuild the estimate line by line and send it back with the reasoning behind each line.",
    `Reconstructed estimates come back ${offer.facts.processingPhrase}. Engineer visits and appraisal credits are booked through the same channel when a claim needs them.`,
    "You stay in charge of the claim and of every conversation with the carrier.",
  ];
}

export type FeeRow = { label: string; value: string };

/** What the period's estimates would cost through a public adjuster, against the package. */
export function paFeeRows(offer: PackageOffer): FeeRow[] {
  const claim = offer.facts.exampleClaimUsd;
  const feePerClaim = publicAdjusterFeeUsd(claim);
  const paTotal = feePerClaim * offer.estimates;
  const monthly = wholeDollars(offer.price.monthly);
  return [
    { label: "Example claim", value: usdText(claim) },
    { label: `PA fee per claim (${PUBLIC_ADJUSTER_FEE_PERCENT}%)`, value: usdText(feePerClaim) },
    { label: `PA fees on ${offer.estimates} such claims`, value: usdText(paTotal) },
    { label: `${offer.name}, one month`, value: priceText(offer.price.monthly) },
    { label: "Fees kept", value: paTotal > monthly ? usdText(paTotal - monthly) : "$0" },
  ];
}

export function bottomLineText(offer: PackageOffer): string {
  const multiple = returnMultipleAt(offer.facts, wholeDollars(offer.price.monthly));
  return `Recovery up to ${usdText(offer.facts.recoveryUpToUsd)} in a period for ${priceText(offer.price.monthly)} a month: a ${multiple}x return multiple when all ${offer.estimates} estimates of a period go to claims of ${usdText(offer.facts.exampleClaimUsd)}. Each claim is different and no recovery is guaranteed.`;
}
