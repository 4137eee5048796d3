// The appraiser form's values (all text, as typed) and the body the shared appraiserSchema checks:
// the two lists are edited as text, one item per line or separated by ";".
import type { Schema } from "#web/lib/api-types";
import { TIERS, credentialCount, tierOf } from "#shared/appraiser-directory";

export type AppraiserTextKey = "name" | "state" | "credentials" | "appraisals" | "successRate" | "specialties" | "additionalCredentials";
export type AppraiserFormValues = Record<AppraiserTextKey, string> & { isPreferred: boolean; hideSpinningStar: boolean };

export const EMPTY_APPRAISER: AppraiserFormValues = {
  name: "",
  state: "",
  credentials: "",
  appraisals: "",
  successRate: "",
  specialties: "",
  additionalCredentials: "",
  isPreferred: false,
  hideSpinningStar: false,
};

/** "Roof; Hail\nWater" → ["Roof", "Hail", "Water"]: blanks dropped, each item trimmed. */
export function splitList(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A stored list as the form edits it: one item per line. */
export const joinList = (items: readonly string[]): string => items.join("\n");

export function valuesFromAppraiser(a: Schema<"Appraiser">): AppraiserFormValues {
  return {
    name: a.name,
    state: a.state,
    credentials: a.credentials,
    appraisals: String(a.appraisals),
    successRate: a.successRate,
    specialties: joinList(a.specialties),
    additionalCredentials: joinList(a.additionalCredentials),
    isPreferred: a.isPreferred,
    hideSpinningStar: a.hideSpinningStar,
  };
}

/**
 * What the schema checks: the lists split, and an empty count left out so it reads as missing
 * (z.coerce.number would take "" for 0).
 */
export function appraiserBody(values: AppraiserFormValues): Record<string, unknown> {
  const { appraisals, specialties, additionalCredentials, ...rest } = values;
  return {
    ...rest,
    appraisals: appraisals.trim() === "" ? undefined : appraisals.trim(),
    specialties: splitList(specialties),
    additionalCredentials: splitList(additionalCredentials),
  };
}

/** The directory's colour tier of a rate, in words; below 90% there is none. */
export function tierLabel(successRate: string): string {
  const tier = tierOf(successRate);
  return TIERS.find((t) => t.id === tier)?.label ?? "Unrated";
}

/** "Elite · 4 credentials": what the public card will show about this appraiser. */
export function tierAndCount(a: Pick<Schema<"Appraiser">, "successRate" | "specialties" | "additionalCredentials">): string {
  const n = credentialCount(a);
  return `${tierLabel(a.successRate)} · ${n} credential${n === 1 ? "" : "s"}`;
}

export const deleteAppraiserConfirmation = (name: string) => `Delete appraiser ${name}? The public directory stops showing them at once.`;
