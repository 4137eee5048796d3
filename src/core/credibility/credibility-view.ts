// A credibility entry as the API and the CLI show it. The view is written once, in SQL (the view
// credibility_entry_as_json, migration 0020, generated from the answer's fields by
// db/credibility-entry-json.ts), and SQLite keeps each entry's text in step with it
// from any connection (decision 0053): pages and the whole list join those texts, and a single
// entry (a use case's answer, the CLI's edit form) is the same text parsed.
import type { CredibilityEntryView } from "#shared/answers/credibility";
import type { Db } from "../db/db";
import { selectEntryJsonById } from "./credibility-repository";

/** The view of the visible entry `id`; undefined when there is none. */
export function entryViewById(db: Db, id: string): CredibilityEntryView | undefined {
  const json = selectEntryJsonById(db, id);
  return json === undefined ? undefined : (JSON.parse(json) as CredibilityEntryView);
}
