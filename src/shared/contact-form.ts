// The contact form's words that its page shows before any schema is built (public-screens.md
// §2.12, §5): the operation types of its select and the one message for a missing field. Kept
// apart from the schema (schemas/content.ts) so a page showing them does not load zod.

/** The spec's seven operation types and a purchase (decision 0107: a package without a payment link is bought through this form). */
export const OPERATION_TYPES = [
  "package-purchase",
  "intelligence-gathering",
  "claim-reconstruction",
  "carrier-infiltration",
  "estimate-revision",
  "tactical-consultation",
  "reconnaissance-mission",
  "other-operation",
] as const;

export const CONTACT_INCOMPLETE = "All fields required for secure communication.";
