// What the claims page says about the member's package: the services it gives with what is left
// of each in this period, or why no claim can be filed now (no package, suspended, ended).
import type { Schema } from "#web/lib/api-types";
import { SERVICE_REQUEST_TYPES, type ServiceRequestType } from "#shared/schemas/claims";
import { SERVICE_TYPE_NAMES } from "./claim-texts";

export const QUOTA_KEYS: Record<ServiceRequestType, keyof Schema<"Subscription">["quotas"]> = {
  estimate: "estimates",
  appraisal: "appraisals",
  engineer_assignment: "engineerAssignments",
  attorney_assistance: "attorneyAssistance",
};

export type QuotaRow = Schema<"Quota"> & { service: ServiceRequestType; name: string };

/** The services of the package (those with a quota), in the list's order. */
export function quotaRows(subscription: Schema<"Subscription">): QuotaRow[] {
  return SERVICE_REQUEST_TYPES.map((service) => ({
    service,
    name: SERVICE_TYPE_NAMES[service],
    ...subscription.quotas[QUOTA_KEYS[service]],
  })).filter((row) => row.quota > 0);
}

/** What is left of one service, or undefined without a subscription. */
export function remainingOf(subscription: Schema<"Subscription"> | null | undefined, service: ServiceRequestType): number | undefined {
  return subscription ? subscription.quotas[QUOTA_KEYS[service]].remaining : undefined;
}

export type PackageNotice =
  { kind: "active" } | { kind: "none"; title: string; text: string } | { kind: "blocked"; title: string; text: string; policy: string };

const day = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** Whether claims can be filed, and if not, why in plain words (with the one billing policy). */
export function packageNotice(answer: Schema<"MemberSubscriptionAnswer">): PackageNotice {
  const subscription = answer.subscription;
  if (answer.state === "active" && subscription) return { kind: "active" };
  if (!subscription || answer.state === "none") {
    return {
      kind: "none",
      title: "No deployment package",
      text: "Claims are filed against the quotas of a deployment package. Choose one to file your first claim.",
    };
  }
  const plan = subscription.planDisplayName;
  if (answer.state === "suspended") {
    return {
      kind: "blocked",
      title: `${plan} package suspended`,
      text: `The payment due ${subscription.dueDate} is ${day(subscription.daysPastDue)} late. New claims can be filed once it is paid; your claims below stay open.`,
      policy: answer.policy,
    };
  }
  if (answer.state === "terminated") {
    return {
      kind: "blocked",
      title: `${plan} package terminated`,
      text: `The payment due ${subscription.dueDate} was not made. A terminated package cannot be reinstated; a new package starts a new subscription.`,
      policy: answer.policy,
    };
  }
  return {
    kind: "blocked",
    title: `${plan} package ended`,
    text: `The package was cancelled and ended on ${subscription.dueDate}. Choose a package to file new claims.`,
    policy: answer.policy,
  };
}
