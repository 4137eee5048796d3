// The credibility form's states (spec §4): closed → open to add | open to edit → closed, and the
// values are cleared whenever it closes (save or cancel).
import type { Schema } from "#web/lib/api-types";
import { CREDIBILITY_FIELDS, type CredibilityField } from "#shared/credibility-fields";

export type CredibilityKey = CredibilityField["key"];
export type CredibilityFormValues = Record<CredibilityKey, string>;

export type CredibilityFormState =
  { mode: "closed" } | { mode: "add"; values: CredibilityFormValues } | { mode: "edit"; id: string; values: CredibilityFormValues };

export type CredibilityFormAction =
  | { type: "openAdd" }
  | { type: "openEdit"; entry: Schema<"CredibilityEntry"> }
  | { type: "change"; key: CredibilityKey; value: string }
  | { type: "close" };

export const CLOSED_FORM: CredibilityFormState = { mode: "closed" };

export function emptyCredibilityValues(): CredibilityFormValues {
  return Object.fromEntries(CREDIBILITY_FIELDS.map((f) => [f.key, ""])) as CredibilityFormValues;
}

export function valuesFromEntry(entry: Schema<"CredibilityEntry">): CredibilityFormValues {
  return Object.fromEntries(CREDIBILITY_FIELDS.map((f) => [f.key, entry[f.key] ?? ""])) as CredibilityFormValues;
}

export function credibilityFormReducer(state: CredibilityFormState, action: CredibilityFormAction): CredibilityFormState {
  switch (action.type) {
    case "openAdd":
      return { mode: "add", values: emptyCredibilityValues() };
    case "openEdit":
      return { mode: "edit", id: action.entry.id, values: valuesFromEntry(action.entry) };
    case "change":
      return state.mode === "closed" ? state : { ...state, values: { ...state.values, [action.key]: action.value } };
    case "close":
      return CLOSED_FORM;
  }
}
