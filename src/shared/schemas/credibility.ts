// Credibility entry inputs (spec §3, §5). Amounts travel as decimal strings ("52000.00"):
// at most 2 decimals, 0 or more, within decimal(15,2); stored as integer cents.
import { z } from "zod";

export const INVALID_ENTRY_ID = "Invalid credibility entry ID";
export const DELETE_ENTRY_CONFIRMATION = "Are you sure you want to delete this credibility entry?";

const MAX_AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

const requiredText = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(500, `${label} is too long`);

/** Optional text: missing, null or blank all mean "none". */
const optionalText = (label: string, max = 2000) =>
  z
    .union([z.string().trim().max(max, `${label} is too long`), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => (v ? v : null));

const amount = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${label} must be an amount such as 52000.00` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const text = String(v).trim().replace(/,/g, "");
      if (!MAX_AMOUNT.test(text)) {
        ctx.addIssue({ code: "custom", message: `${label} must be an amount of 0 or more with at most 2 decimals` });
        return z.NEVER;
      }
      return text;
    });

const optionalEmail = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((v) => (v ? v : null))
  .pipe(z.union([z.null(), z.email("Contractor email must be a valid email address")]));

export const credibilityFields = {
  contractorName: requiredText("Contractor name"),
  contractorCompany: requiredText("Contractor company"),
  contractorAddress: requiredText("Contractor address"),
  contractorPhone: optionalText("Contractor phone", 40),
  contractorEmail: optionalEmail,
  clientName: requiredText("Client name"),
  clientAddress: requiredText("Client address"),
  claimType: requiredText("Claim type"),
  originalAmount: amount("Original amount"),
  reducedAmount: amount("Reduced amount"),
  finalAmount: amount("Final amount"),
  deductible: amount("Deductible"),
  publicAdjuster: optionalText("Public adjuster", 200),
  fieldAdjuster: optionalText("Field adjuster", 200),
  deskAdjuster: optionalText("Desk adjuster", 200),
  notes: optionalText("Notes", 5000),
  successStory: optionalText("Success story", 5000),
};

export const credibilityEntrySchema = z.object(credibilityFields);
export type CredibilityEntryInput = z.input<typeof credibilityEntrySchema>;
export type CredibilityEntryValues = z.output<typeof credibilityEntrySchema>;

/** An update may carry any subset; a field it carries obeys the create rule. */
export const credibilityEntryUpdateSchema = credibilityEntrySchema.partial();
export type CredibilityEntryUpdate = z.output<typeof credibilityEntryUpdateSchema>;

export const credibilityEntryIdSchema = z.uuid(INVALID_ENTRY_ID);

export const CREDIBILITY_AMOUNT_FIELDS = ["originalAmount", "reducedAmount", "finalAmount", "deductible"] as const;
