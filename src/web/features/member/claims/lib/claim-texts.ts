// The readable names of the claim lists' stored values (the API and the forms send the keys), and
// the small formats the claim screens share.
import { CLAIM_STATUS_NAMES, INSPECTION_STATUS_NAMES, nameOf, PLAN_TYPE_NAMES, SERVICE_TYPE_NAMES } from "#shared/claim-words";
import { PLAN_TYPES } from "#shared/schemas/claims";

export type { PlanType } from "#shared/claim-words";
export { CLAIM_STATUS_NAMES, INSPECTION_STATUS_NAMES, nameOf, PLAN_TYPE_NAMES, PLAN_TYPES, SERVICE_TYPE_NAMES };

export const claimStatusName = (status: string) => nameOf(CLAIM_STATUS_NAMES, status);
export const serviceTypeName = (type: string) => nameOf(SERVICE_TYPE_NAMES, type);
export const inspectionStatusName = (status: string) => nameOf(INSPECTION_STATUS_NAMES, status);
export const planTypeName = (plan: string) => nameOf(PLAN_TYPE_NAMES, plan);

/** 1536 → "1.5 KB": file sizes in the documents list and the upload rows. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The date part of an ISO time (UTC): the filed date in lists. */
export function isoDay(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : date.toISOString().slice(0, 10);
}
