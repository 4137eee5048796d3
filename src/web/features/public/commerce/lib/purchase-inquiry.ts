// A purchase made through the team (no payment link for it, or a package already running): the
// contact form opens filled in with what is being bought, so the person only checks and sends.
// It travels as the navigation's state, not in the address: nothing of it lands in logs or links.
import { OPERATION_TYPES } from "#shared/contact-form";
import type { BillingFrequency } from "#shared/billing-policy";
import type { Schema } from "#web/lib/api-types";
import { priceText } from "./money-text";
import { PER_LABEL, type PackageOffer } from "./package-offers";

export type ContactPrefill = { operationType: (typeof OPERATION_TYPES)[number]; missionDetails: string };
/** The package a member holds now, in words, with its state ("Ghost", "active"). */
export type HeldPackage = { plan: string; state: string };

export function purchaseInquiry(offer: PackageOffer, frequency: BillingFrequency, held: HeldPackage | null): ContactPrefill {
  const wanted = `the ${offer.name} package, billed ${frequency} (${priceText(offer.price[frequency])} per ${PER_LABEL[frequency]})`;
  return {
    operationType: "package-purchase",
    missionDetails: held
      ? `I hold the ${held.plan} package (${held.state}) and would like ${wanted}. Please reply with how the change works.`
      : `I would like to buy ${wanted}. Please reply with how to pay.`,
  };
}

/** The navigation state that carries a prefill to /contact. */
export const contactState = (prefill: ContactPrefill) => ({ contactPrefill: prefill });

/** The prefill a navigation carried, when it is one of ours (history state can hold anything). */
export function contactPrefillOf(state: unknown): ContactPrefill | undefined {
  const prefill = (state as { contactPrefill?: Partial<ContactPrefill> } | null)?.contactPrefill;
  if (!prefill || typeof prefill.missionDetails !== "string") return undefined;
  if (!(OPERATION_TYPES as readonly unknown[]).includes(prefill.operationType)) return undefined;
  return { operationType: prefill.operationType!, missionDetails: prefill.missionDetails };
}

/** A signed-in member's name and e-mail for the form's first two fields. */
export const memberContact = (member: Pick<Schema<"Member">, "firstName" | "lastName" | "email">) => ({
  callsign: `${member.firstName} ${member.lastName}`.trim(),
  encryptedChannel: member.email,
});
