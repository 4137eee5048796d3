// The new-claim form's values (all text, as inputs hold them) and what is sent: the §5 fields,
// checked by the shared newClaimSchema, which the server applies again.
import { SERVICE_REQUEST_TYPES, type ServiceRequestType } from "#shared/schemas/claims";
import { isApiError } from "#web/lib/api-error";

/** In the schema's order, which is also the form's: the first invalid field is the one focused. */
export const NEW_CLAIM_KEYS = [
  "propertyAddress",
  "homeowner",
  "col",
  "dol",
  "inspectionStatus",
  "serviceRequestType",
  "claimNumber",
  "originalClaimAmount",
  "notes",
] as const;
export type NewClaimKey = (typeof NEW_CLAIM_KEYS)[number];
export type NewClaimValues = Record<NewClaimKey, string>;

/** An empty form; `?type=appraisal` on the link preselects the service. */
export function initialClaimValues(type: string | null): NewClaimValues {
  const service = (SERVICE_REQUEST_TYPES as readonly string[]).includes(type ?? "") ? (type as ServiceRequestType) : "";
  return {
    serviceRequestType: service,
    propertyAddress: "",
    homeowner: "",
    claimNumber: "",
    col: "",
    dol: "",
    inspectionStatus: "",
    originalClaimAmount: "",
    notes: "",
  };
}

/**
 * The values as the schema reads them. An amount may be typed the way people write money
 * ("$52,000.00"): the dollar sign and spaces go here, the schema takes the commas.
 */
export function claimInput(values: NewClaimValues): Record<NewClaimKey, string> {
  return { ...values, originalClaimAmount: values.originalClaimAmount.replace(/[$\s]/g, "") };
}

export type ClaimRefusal = { kind: "package" | "quota"; message: string };

/** A refusal that is about the package rather than the form: 403 (none or suspended), 409 (none left). */
export function claimRefusal(error: unknown): ClaimRefusal | undefined {
  if (!isApiError(error) || !error.fromServer) return undefined;
  if (error.status === 403) return { kind: "package", message: error.message };
  if (error.status === 409) return { kind: "quota", message: error.message };
  return undefined;
}
