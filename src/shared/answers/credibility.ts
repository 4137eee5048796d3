// Answers of the credibility database: the entry as the API shows it, the admins' list (whole or
// one page), the members' search and the changes.
import { z } from "#zod";
import { money, nullable, page, success, timestamp, uuid, withMessage } from "./common";

export const credibilityEntry = z.object({
  id: uuid,
  contractorName: z.string(),
  contractorCompany: z.string(),
  contractorAddress: z.string(),
  contractorPhone: nullable(z.string()),
  contractorEmail: nullable(z.string()),
  clientName: z.string(),
  clientAddress: z.string(),
  claimType: z.string(),
  publicAdjuster: nullable(z.string()),
  fieldAdjuster: nullable(z.string()),
  deskAdjuster: nullable(z.string()),
  notes: nullable(z.string()),
  successStory: nullable(z.string()),
  isActive: z.boolean(),
  originalAmount: nullable(money),
  reducedAmount: nullable(money),
  finalAmount: nullable(money),
  deductible: nullable(money),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CredibilityEntryView = z.output<typeof credibilityEntry>;

export const credibilityEntriesAnswer = success({ entries: z.array(credibilityEntry) });
export type CredibilityEntriesAnswer = z.output<typeof credibilityEntriesAnswer>;
/** The admins' list with `?q=&page=&pageSize=` (decision 0045): one page, newest first, and the exact total. */
export const credibilityEntriesPage = success({ items: z.array(credibilityEntry), ...page });
export type CredibilityEntriesPage = z.output<typeof credibilityEntriesPage>;
export const credibilityEntryAnswer = withMessage({ entry: credibilityEntry });
export type CredibilityEntryAnswer = z.output<typeof credibilityEntryAnswer>;
export const credibilityImportAnswer = withMessage({ imported: z.number().int() });
export type CredibilityImportAnswer = z.output<typeof credibilityImportAnswer>;
/** The member credibility search: one page and the total that matched. */
export const credibilitySearchAnswer = success({ entries: z.array(credibilityEntry), ...page });
export type CredibilitySearchAnswer = z.output<typeof credibilitySearchAnswer>;

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  CredibilityEntry: credibilityEntry,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  CredibilityEntries: z.union([credibilityEntriesAnswer, credibilityEntriesPage]).meta({
    description:
      "Without q, page or pageSize: every entry ({entries}, the spec's answer). With any of them: one page, newest first ({items}), and the total that matches",
  }),
  CredibilityEntry: credibilityEntryAnswer,
  CredibilitySearch: credibilitySearchAnswer,
} as const;
