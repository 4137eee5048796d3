// The credibility search box of the panel, the CLI list and the dashboard: one rule, one place.
import type { CredibilityEntryView } from "./answers/credibility";

/** The fields a search looks in. */
export const CREDIBILITY_SEARCH_FIELDS = ["contractorName", "contractorCompany", "clientName", "claimType", "notes"] as const;

/** An entry matches when any searched field contains the text, case-insensitive; no text matches all. */
export function matchesCredibilitySearch(
  entry: Pick<CredibilityEntryView, (typeof CREDIBILITY_SEARCH_FIELDS)[number]>,
  search: string | undefined,
): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return CREDIBILITY_SEARCH_FIELDS.some((field) => entry[field]?.toLowerCase().includes(needle));
}
