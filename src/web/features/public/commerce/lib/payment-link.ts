// Where BUY NOW goes (public-screens.md §2.8, spec README decision 4): the operator's payment link
// for the package and frequency, from the site settings, with the member's id as
// client_reference_id so the payment webhook knows whose it is (decision 0029).
import { BILLING_FREQUENCIES, type BillingFrequency, type PackageName } from "#shared/billing-policy";
import type { SiteSettingKey } from "#shared/site-settings";

export const paymentLinkKey = (pkg: PackageName, frequency: BillingFrequency): SiteSettingKey => `paymentLink.${pkg}.${frequency}`;

/** The configured link, or null when the setting is empty, missing or not an https address. */
export function configuredPaymentLink(
  settings: Readonly<Record<string, string>> | undefined,
  pkg: PackageName,
  frequency: BillingFrequency,
): string | null {
  const link = settings?.[paymentLinkKey(pkg, frequency)]?.trim() ?? "";
  if (!link) return null;
  try {
    return new URL(link).protocol === "https:" ? link : null;
  } catch {
    return null;
  }
}

/**
 * Whether the packages on the page are bought online: "all" when every package and frequency has
 * a payment link, "none" when none has (CONTACT US TO BUY everywhere), "some" otherwise.
 */
export type PaymentLinkCoverage = "all" | "none" | "some";

export function paymentLinkCoverage(
  settings: Readonly<Record<string, string>> | undefined,
  packages: readonly PackageName[],
): PaymentLinkCoverage {
  const linked = packages.flatMap((pkg) =>
    BILLING_FREQUENCIES.map((frequency) => configuredPaymentLink(settings, pkg, frequency) !== null),
  );
  if (linked.length > 0 && linked.every(Boolean)) return "all";
  return linked.some(Boolean) ? "some" : "none";
}

const REFERENCE = "client_reference_id";

/**
 * The link with client_reference_id=<member id> added. The rest of the query is kept as written
 * (never re-encoded), an older client_reference_id is replaced, and a #fragment stays last.
 */
export function paymentUrlFor(link: string, memberId: string): string {
  const hashAt = link.indexOf("#");
  const hash = hashAt === -1 ? "" : link.slice(hashAt);
  const beforeHash = hashAt === -1 ? link : link.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept =
    queryAt === -1
      ? []
      : beforeHash
          .slice(queryAt + 1)
          .split("&")
          .filter((part) => part !== "" && part.split("=")[0] !== REFERENCE);
  const query = [...kept, `${REFERENCE}=${encodeURIComponent(memberId)}`].join("&");
  return `${base}?${query}${hash}`;
}
