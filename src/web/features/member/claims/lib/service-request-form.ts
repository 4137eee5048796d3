// The service request form's values and their prefill: a signed-in member's name, e-mail and
// phone (and the package they hold) are filled in; a visitor starts from blanks.
import type { Schema } from "#web/lib/api-types";
import { SERVICE_REQUEST_TYPES } from "#shared/schemas/claims";
import { PLAN_TYPES, type PlanType } from "./claim-texts";

export const SERVICE_REQUEST_KEYS = ["name", "email", "phone", "serviceType", "planType", "description"] as const;
export type ServiceRequestKey = (typeof SERVICE_REQUEST_KEYS)[number];
export type ServiceRequestValues = Record<ServiceRequestKey, string>;

export function initialRequestValues(
  member: Schema<"Member"> | null | undefined,
  plan: PlanType | undefined,
  type: string | null = null,
): ServiceRequestValues {
  const serviceType = (SERVICE_REQUEST_TYPES as readonly string[]).includes(type ?? "") ? (type as string) : "";
  return {
    name: member ? `${member.firstName} ${member.lastName}`.trim() : "",
    email: member?.email ?? "",
    phone: member?.phone ?? "",
    serviceType,
    planType: plan && (PLAN_TYPES as readonly string[]).includes(plan) ? plan : "",
    description: "",
  };
}
