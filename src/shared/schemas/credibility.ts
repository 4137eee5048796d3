// Credibility entry inputs (spec §3, §5). Amounts travel as decimal strings ("52000.00"):
// at most 2 decimals, 0 or more, within decimal(15,2); stored as integer cents.
import { z } from "#zod";
import { ADDRESS_MAX, EMAIL_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX } from "../constants";
import { optionalAmount as amount, optionalText } from "./optional-fields";
import { builtOnFirstUse } from "./built-on-first-use";
import { HIDDEN_CHARACTERS_MESSAGE, isVisibleText, singleLineText, tooLongMessage } from "./text";

export const INVALID_ENTRY_ID = "Invalid credibility entry ID";
export const DELETE_ENTRY_CONFIRMATION = "Are you sure you want to delete this credibility entry?";

const requiredText = (label: string, max = SHORT_TEXT_MAX) => singleLineText(label, max, { min: 1 });

const optionalEmail = () =>
  z
    .union([z.string().trim().refine(isVisibleText, HIDDEN_CHARACTERS_MESSAGE("Contractor email")), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(
      z.union([
        z.null(),
        z.email("Contractor email must be a valid email address").max(EMAIL_MAX, tooLongMessage("Contractor email", EMAIL_MAX)),
      ]),
    );

/** The fields of an entry, each with its rule. */
const credibilityFields = () => ({
  contractorName: requiredText("Contractor name"),
  contractorCompany: requiredText("Contractor company"),
  contractorAddress: requiredText("Contractor address", ADDRESS_MAX),
  contractorPhone: optionalText("Contractor phone", 40),
  contractorEmail: optionalEmail(),
  clientName: requiredText("Client name"),
  clientAddress: requiredText("Client address", ADDRESS_MAX),
  claimType: requiredText("Claim type"),
  originalAmount: amount("Original amount"),
  reducedAmount: amount("Reduced amount"),
  finalAmount: amount("Final amount"),
  deductible: amount("Deductible"),
  publicAdjuster: optionalText("Public adjuster", SHORT_TEXT_MAX),
  fieldAdjuster: optionalText("Field adjuster", SHORT_TEXT_MAX),
  deskAdjuster: optionalText("Desk adjuster", SHORT_TEXT_MAX),
  notes: optionalText("Notes", LONG_TEXT_MAX, { multiline: true }),
  successStory: optionalText("Success story", LONG_TEXT_MAX, { multiline: true }),
});

export const credibilityEntrySchema = builtOnFirstUse(() => z.object(credibilityFields()));
export type CredibilityEntryInput = z.input<typeof credibilityEntrySchema>;
export type CredibilityEntryValues = z.output<typeof credibilityEntrySchema>;

/** An update may carry any subset; a field it carries obeys the create rule. */
export const credibilityEntryUpdateSchema = builtOnFirstUse(() => credibilityEntrySchema.partial());
export type CredibilityEntryUpdate = z.output<typeof credibilityEntryUpdateSchema>;

export const credibilityEntryIdSchema = builtOnFirstUse(() => z.uuid(INVALID_ENTRY_ID));

export const CREDIBILITY_AMOUNT_FIELDS = ["originalAmount", "reducedAmount", "finalAmount", "deductible"] as const;

/** The members' search of the credibility database: text, claim type and a page (20 entries). */
export const CREDIBILITY_PAGE_SIZE = 20;
const PAGE_MESSAGE = "Page must be a whole number of at least 1";
export const credibilitySearchSchema = builtOnFirstUse(() =>
  z.object({
    q: z
      .string()
      .trim()
      .max(100, tooLongMessage("Search", 100))
      .optional()
      .transform((v) => v || undefined),
    claimType: z
      .string()
      .trim()
      .max(SHORT_TEXT_MAX, tooLongMessage("Claim type", SHORT_TEXT_MAX))
      .optional()
      .transform((v) => v || undefined),
    page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1),
  }),
);
