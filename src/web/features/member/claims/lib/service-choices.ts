// The services a claim can be filed for, as the member's package allows them now. A service the
// package does not include, or one whose units are used up in this period, is still listed (the
// member sees what exists) but cannot be chosen, and says why: choosing it could only end in the
// server's refusal.
import type { Schema } from "#web/lib/api-types";
import { SERVICE_REQUEST_TYPES, type ServiceRequestType } from "#shared/schemas/claims";
import { serviceTypeName } from "./claim-texts";
import { QUOTA_KEYS } from "./package-status";

export const NOT_IN_PACKAGE = "not in your package";
export const NONE_LEFT = "none left this period";

export type ServiceChoice = { service: ServiceRequestType; label: string; disabled: boolean; reason?: string };

/** One service as the claim form offers it: with what is left, or disabled with the reason. */
export function serviceChoice(subscription: Schema<"Subscription"> | null | undefined, service: ServiceRequestType): ServiceChoice {
  const name = serviceTypeName(service);
  // Without a package the page says so above the form: the services are named plainly.
  if (!subscription) return { service, label: name, disabled: false };
  const { quota, remaining } = subscription.quotas[QUOTA_KEYS[service]];
  const reason = quota <= 0 ? NOT_IN_PACKAGE : remaining <= 0 ? NONE_LEFT : undefined;
  if (reason) return { service, label: `${name} — ${reason}`, disabled: true, reason };
  return { service, label: `${name} (${remaining} left)`, disabled: false };
}

export const serviceChoices = (subscription: Schema<"Subscription"> | null | undefined): ServiceChoice[] =>
  SERVICE_REQUEST_TYPES.map((service) => serviceChoice(subscription, service));

/** Whether a service can be chosen now (a preselected `?type=` that cannot is dropped). */
export const isChoosable = (subscription: Schema<"Subscription"> | null | undefined, service: string): boolean =>
  (SERVICE_REQUEST_TYPES as readonly string[]).includes(service) && !serviceChoice(subscription, service as ServiceRequestType).disabled;

/** The line under the service list: what a claim uses, and which services cannot be chosen now and why. */
export function serviceHint(choices: readonly ServiceChoice[]): string {
  const unavailable = choices.filter((choice) => choice.disabled).map((choice) => `${serviceTypeName(choice.service)} (${choice.reason})`);
  const base = "Uses one unit of this service from your package.";
  return unavailable.length ? `${base} Not available now: ${unavailable.join(", ")}.` : base;
}
