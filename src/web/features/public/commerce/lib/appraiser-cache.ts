// The directory's offline copy (spec README decision 2): the browser keys `appraisers-data` (the
// list) and `appraisers-last-update` (ms since epoch) hold the last list the server sent. The page
// always asks the server; the copy is shown only when the server cannot be reached.
import type { Schema } from "#web/lib/api-types";

export const APPRAISERS_DATA_KEY = "appraisers-data";
export const APPRAISERS_LAST_UPDATE_KEY = "appraisers-last-update";

export type AppraiserCache = { appraisers: Schema<"Appraiser">[]; savedAt: number };
export type CacheRead = { ok: true; cache: AppraiserCache | null } | { ok: false; reason: string };

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

function isAppraiser(v: unknown): v is Schema<"Appraiser"> {
  if (typeof v !== "object" || v === null) return false;
  const a = v as Record<string, unknown>;
  return (
    typeof a.id === "string" &&
    typeof a.name === "string" &&
    typeof a.state === "string" &&
    typeof a.credentials === "string" &&
    typeof a.appraisals === "number" &&
    Number.isFinite(a.appraisals) &&
    typeof a.successRate === "string" &&
    /^\d{1,3}(\.\d{1,2})?$/.test(a.successRate) &&
    typeof a.isPreferred === "boolean" &&
    typeof a.hideSpinningStar === "boolean" &&
    isStringList(a.specialties) &&
    isStringList(a.additionalCredentials) &&
    typeof a.isDemo === "boolean"
  );
}

/**
 * Reads the two stored values: nothing stored is an empty cache; anything that is not a list of
 * appraisers with a time is unparseable (the caller logs it and keeps the server's data).
 */
export function parseAppraiserCache(data: string | null, lastUpdate: string | null): CacheRead {
  if (data === null) return { ok: true, cache: null };
  let list: unknown;
  try {
    list = JSON.parse(data);
  } catch {
    return { ok: false, reason: `${APPRAISERS_DATA_KEY} is not JSON` };
  }
  if (!Array.isArray(list)) return { ok: false, reason: `${APPRAISERS_DATA_KEY} is not a list` };
  const bad = list.findIndex((entry) => !isAppraiser(entry));
  if (bad !== -1) return { ok: false, reason: `${APPRAISERS_DATA_KEY}[${bad}] is not an appraiser` };
  const savedAt = Number(lastUpdate);
  if (lastUpdate === null || !/^\d+$/.test(lastUpdate) || !Number.isSafeInteger(savedAt)) {
    return { ok: false, reason: `${APPRAISERS_LAST_UPDATE_KEY} is not a time in milliseconds` };
  }
  return { ok: true, cache: { appraisers: list as Schema<"Appraiser">[], savedAt } };
}

/** The two values to store for a list the server sent at `now`. */
export function serializeAppraiserCache(appraisers: readonly Schema<"Appraiser">[], now: number): { data: string; lastUpdate: string } {
  return { data: JSON.stringify(appraisers), lastUpdate: String(Math.trunc(now)) };
}

/** The stored copy, or null; an unparseable one is logged (spec §8) and removed. */
export function readStoredCache(storage: Storage | undefined): AppraiserCache | null {
  if (!storage) return null;
  try {
    const read = parseAppraiserCache(storage.getItem(APPRAISERS_DATA_KEY), storage.getItem(APPRAISERS_LAST_UPDATE_KEY));
    if (read.ok) return read.cache;
    console.warn(`Appraiser offline copy ignored: ${read.reason}`);
    storage.removeItem(APPRAISERS_DATA_KEY);
    storage.removeItem(APPRAISERS_LAST_UPDATE_KEY);
  } catch (error) {
    console.warn("Appraiser offline copy unavailable", error);
  }
  return null;
}

export function writeStoredCache(storage: Storage | undefined, appraisers: readonly Schema<"Appraiser">[], now: number): void {
  if (!storage) return;
  const { data, lastUpdate } = serializeAppraiserCache(appraisers, now);
  try {
    storage.setItem(APPRAISERS_DATA_KEY, data);
    storage.setItem(APPRAISERS_LAST_UPDATE_KEY, lastUpdate);
  } catch (error) {
    // A full or blocked storage only costs the offline copy.
    console.warn("Appraiser offline copy not saved", error);
  }
}
