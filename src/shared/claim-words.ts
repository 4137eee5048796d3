// What members and admins read for the claim values the API stores as keys: the forms, lists and
// validation messages (API, web and CLI alike) all take their words from here. The keys stay the
// API's (spec: inspectionStatus is one of scheduled, completed, pending, not_required); a person
// never reads one.
import type { PackageName } from "./billing-policy";
import { OPERATIONS_NAME } from "./constants";

export type InspectionStatus = "scheduled" | "completed" | "pending" | "not_required";
export type ServiceRequestType = "estimate" | "appraisal" | "engineer_assignment" | "attorney_assistance";
export type ClaimStatus = "submitted" | "in_review" | "in_progress" | "completed" | "cancelled";
export type PlanType = PackageName | "none";

export const CLAIM_STATUS_NAMES: Record<ClaimStatus, string> = {
  submitted: "Submitted",
  in_review: "In review",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const SERVICE_TYPE_NAMES: Record<ServiceRequestType, string> = {
  estimate: "Estimate",
  appraisal: "Appraisal",
  engineer_assignment: "Engineer visit",
  attorney_assistance: "Attorney assistance",
};

export const INSPECTION_STATUS_NAMES: Record<InspectionStatus, string> = {
  scheduled: "Scheduled",
  completed: "Completed",
  pending: "Pending",
  not_required: "Not required",
};

export const PLAN_TYPE_NAMES: Record<PlanType, string> = {
  phantom: "Phantom",
  ghost: "Ghost",
  assassin: "Assassin",
  none: "No package yet",
};

/** "a, b, c or d" of the names in lower case (package names keep their capital). */
export function choiceList(names: readonly string[], keepCase = false): string {
  const words = keepCase ? names : names.map((name) => name.toLowerCase());
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** A stored value's readable name; an unknown value (a newer server) shows as it is. */
export function nameOf<K extends string>(names: Record<K, string>, value: string | null | undefined): string {
  if (!value) return "—";
  return Object.hasOwn(names, value) ? names[value as K] : value;
}

/**
 * A claim history step's change, in the same words on the member's claim page and in the admin's
 * claim detail: "Filed as submitted", "Submitted → In review".
 */
export function claimHistoryChange(step: { fromStatus: string | null; toStatus: string }): string {
  const to = nameOf(CLAIM_STATUS_NAMES, step.toStatus);
  return step.fromStatus ? `${nameOf(CLAIM_STATUS_NAMES, step.fromStatus)} → ${to}` : `Filed as ${to.toLowerCase()}`;
}

/**
 * Who made a history step, as the server records it ("member:jane", "admin:commander",
 * "cli:ops"), in the same words for both readers but for the member's own steps: the member reads
 * "You (jane)" where AAN's staff read "Member (jane)". An operator at the terminal acting as an
 * admin is recorded as that admin; acting as none, as "cli:…", read as AAN operations (older steps
 * recorded the OS account there, which nobody reads).
 */
export function claimHistoryActor(actor: string, reader: "member" | "staff"): string {
  const at = actor.indexOf(":");
  if (at <= 0) return actor;
  const role = actor.slice(0, at);
  const name = actor.slice(at + 1);
  if (role === "member") return reader === "member" ? `You (${name})` : `Member (${name})`;
  if (role === "admin") return `AAN staff (${name})`;
  if (role === "cli") return OPERATIONS_NAME;
  return actor;
}
