// Claim, claim-status and service-request inputs with the messages of spec §5 ("New claim"), and
// the upload policy (§5 "Stated policies": ESX, JPEG/PNG and PDF, at most 10 MB each).
import { z } from "#zod";
import { CLAIM_STATE_MESSAGE, isClaimState, type ClaimState } from "../claim-state";
import { ADDRESS_MAX, EMAIL_MAX, LONG_TEXT_MAX, PERSON_NAME_MAX, SHORT_TEXT_MAX } from "../constants";
import { optionalAmount, optionalText } from "./optional-fields";
import { builtOnFirstUse } from "./built-on-first-use";
import { HIDDEN_CHARACTERS_MESSAGE, isVisibleText, singleLineText, tooLongMessage } from "./text";
import {
  CLAIM_STATUS_NAMES,
  choiceList,
  INSPECTION_STATUS_NAMES,
  PLAN_TYPE_NAMES,
  SERVICE_TYPE_NAMES,
  type ClaimStatus,
  type InspectionStatus,
  type PlanType,
  type ServiceRequestType,
} from "../claim-words";

export type { ClaimStatus, ServiceRequestType };
export const INSPECTION_STATUSES = ["scheduled", "completed", "pending", "not_required"] as const satisfies readonly InspectionStatus[];
export const SERVICE_REQUEST_TYPES = [
  "estimate",
  "appraisal",
  "engineer_assignment",
  "attorney_assistance",
] as const satisfies readonly ServiceRequestType[];
export const CLAIM_STATUSES = ["submitted", "in_review", "in_progress", "completed", "cancelled"] as const satisfies readonly ClaimStatus[];
export const PLAN_TYPES = ["phantom", "ghost", "assassin", "none"] as const satisfies readonly PlanType[];

/** What each service is called in messages: 'No estimates left in this period'. */
export const SERVICE_NAMES: Record<ServiceRequestType, string> = {
  estimate: "estimates",
  appraisal: "appraisals",
  engineer_assignment: "engineer visits",
  attorney_assistance: "attorney assistance",
};

/** A claim moves forward one step at a time, or is cancelled before it is completed. */
export const NEXT_CLAIM_STATUSES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ["in_review", "cancelled"],
  in_review: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** A completed or cancelled claim: its thread is read-only and its deadlines leave the due lists. */
export const isClaimClosed = (status: ClaimStatus): boolean => status === "completed" || status === "cancelled";

export const canMoveClaim = (from: ClaimStatus, to: ClaimStatus): boolean => NEXT_CLAIM_STATUSES[from].includes(to);

/** A calendar date as the date inputs send it. */
export const calendarDate = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}$/.test(text) &&
        !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
        new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
      `${label} must be a date (YYYY-MM-DD)`,
    );

// Words, not keys: "…pending or not required", "…engineer visit or attorney assistance".
export const INSPECTION_STATUS_MESSAGE = `Inspection status must be ${choiceList(INSPECTION_STATUSES.map((s) => INSPECTION_STATUS_NAMES[s]))}`;
export const SERVICE_REQUEST_TYPE_MESSAGE = `Service request type must be ${choiceList(SERVICE_REQUEST_TYPES.map((t) => SERVICE_TYPE_NAMES[t]))}`;
export const PLAN_TYPE_MESSAGE = `Package must be ${choiceList(
  PLAN_TYPES.map((p) => (p === "none" ? "none" : PLAN_TYPE_NAMES[p])),
  true,
)}`;

/** A state's two letters (lower case is taken as upper); missing, null or blank mean "none". */
const optionalClaimState = () =>
  z
    .union([z.string(), z.null()], { error: CLAIM_STATE_MESSAGE })
    .optional()
    .transform((value, ctx): ClaimState | null => {
      const letters = (value ?? "").trim().toUpperCase();
      if (!letters) return null;
      if (!isClaimState(letters)) {
        ctx.addIssue({ code: "custom", message: CLAIM_STATE_MESSAGE });
        return z.NEVER;
      }
      return letters;
    });

export const COL_AFTER_DOL_MESSAGE = "Cause of Loss date cannot be after the Date of Loss";
export const newClaimSchema = builtOnFirstUse(() =>
  z
    .object({
      propertyAddress: singleLineText("Property address", ADDRESS_MAX, { required: "Property address is required", min: 1 }),
      homeowner: singleLineText("Homeowner name", PERSON_NAME_MAX, { required: "Homeowner name is required", min: 1 }),
      col: calendarDate("Cause of Loss date is required", "Cause of Loss date"),
      dol: calendarDate("Date of Loss is required", "Date of Loss"),
      inspectionStatus: z.enum(INSPECTION_STATUSES, { error: INSPECTION_STATUS_MESSAGE }),
      serviceRequestType: z.enum(SERVICE_REQUEST_TYPES, { error: SERVICE_REQUEST_TYPE_MESSAGE }),
      claimNumber: optionalText("Claim number", 100),
      originalClaimAmount: optionalAmount("Original claim amount"),
      notes: optionalText("Notes", LONG_TEXT_MAX, { multiline: true }),
      /** Left out: read from the property address when it ends with one (src/shared/claim-state.ts). */
      state: optionalClaimState(),
    })
    // The cause comes first and the loss follows it (a storm, then the roof it opened); a cause
    // dated after its loss is a slip of the keyboard. Two calendar days in one format compare as text.
    .refine((claim) => claim.col <= claim.dol, { message: COL_AFTER_DOL_MESSAGE, path: ["col"] }),
);
export type NewClaim = z.infer<typeof newClaimSchema>;

export const CLAIM_STATUS_MESSAGE = `Status must be ${choiceList(CLAIM_STATUSES.map((s) => CLAIM_STATUS_NAMES[s]))}`;
export const CLAIM_NOTE_MAX = 1000;
export const claimStatusChangeSchema = builtOnFirstUse(() =>
  z.object({
    status: z.enum(CLAIM_STATUSES, { error: CLAIM_STATUS_MESSAGE }),
    note: optionalText("Note", CLAIM_NOTE_MAX, { multiline: true }),
    finalClaimAmount: optionalAmount("Final claim amount"),
  }),
);

/** A claim's state set by its member or an admin; null clears it. */
export const claimStateChangeSchema = builtOnFirstUse(() => z.object({ state: optionalClaimState() }, { error: CLAIM_STATE_MESSAGE }));
export type ClaimStateChange = z.infer<typeof claimStateChangeSchema>;

export const INVALID_CLAIM_ID = "Invalid claim ID";
export const claimIdSchema = builtOnFirstUse(() => z.uuid(INVALID_CLAIM_ID));
export const INVALID_DOCUMENT_ID = "Invalid document ID";
export const documentIdSchema = builtOnFirstUse(() => z.uuid(INVALID_DOCUMENT_ID));

const PAGE_MESSAGE = "Page must be a whole number of at least 1";
export const WAITING_MESSAGE = 'Waiting must be "1" or left out';
export const claimListSchema = builtOnFirstUse(() =>
  z.object({
    status: z.enum(CLAIM_STATUSES, { error: CLAIM_STATUS_MESSAGE }).optional(),
    type: z.enum(SERVICE_REQUEST_TYPES, { error: SERVICE_REQUEST_TYPE_MESSAGE }).optional(),
    q: singleLineText("Search", SHORT_TEXT_MAX).optional().default(""),
    /** "1": only claims whose last message is the member's, waiting for the operatives' answer. */
    waiting: z.literal("1", { error: WAITING_MESSAGE }).optional(),
    page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1),
  }),
);
export const CLAIMS_PAGE_SIZE = 25;

export const serviceRequestSchema = builtOnFirstUse(() =>
  z.object({
    name: singleLineText("Name", PERSON_NAME_MAX, { required: "Name is required", min: 1 }),
    email: z
      .string({ error: "Valid email is required" })
      .trim()
      .max(EMAIL_MAX, tooLongMessage("Email", EMAIL_MAX))
      .refine(isVisibleText, HIDDEN_CHARACTERS_MESSAGE("Email"))
      .pipe(z.email("Valid email is required")),
    phone: optionalText("Phone", 40),
    serviceType: z.enum(SERVICE_REQUEST_TYPES, { error: SERVICE_REQUEST_TYPE_MESSAGE }),
    planType: z.enum(PLAN_TYPES, { error: PLAN_TYPE_MESSAGE }),
    description: optionalText("Description", LONG_TEXT_MAX, { multiline: true }),
  }),
);

/** Uploads (§5 "Stated policies"): the limits and their messages live in ../upload-limits. */
export const ORIGINAL_FILENAME_MAX = 200;
