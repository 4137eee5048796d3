// The appraiser directory's rules (public-screens.md §2.9, §9 "Directory"): success-rating bands
// with their exact bounds, colour tiers, the credential count and the sort order. The page, the
// API tests and the CLI all use these; the rates are exact decimals ("98.50"), compared in
// hundredths so no float rounding moves an appraiser between bands.

export type DirectoryAppraiser = {
  name: string;
  state: string;
  successRate: string;
  isPreferred: boolean;
  specialties: string[];
  additionalCredentials: string[];
};

/** "98.5" → 9850. */
export const rateHundredths = (rate: string): number => Math.round(Number(rate) * 100);

export const SUCCESS_BANDS = [
  { id: "100", label: "100%", min: 10000, max: 10000 },
  { id: "98-99", label: "98-99%", min: 9800, max: 9999 },
  { id: "97-98", label: "97-98%", min: 9700, max: 9799 },
  { id: "94-97", label: "94-97%", min: 9400, max: 9699 },
  { id: "92-94", label: "92-94%", min: 9200, max: 9399 },
  { id: "90-92", label: "90-92%", min: 9000, max: 9199 },
] as const;
export type SuccessBandId = (typeof SUCCESS_BANDS)[number]["id"];

export function inBand(rate: string, band: SuccessBandId): boolean {
  const r = rateHundredths(rate);
  const { min, max } = SUCCESS_BANDS.find((b) => b.id === band)!;
  return r >= min && r <= max;
}

export const TIERS = [
  { id: "perfect", label: "Perfect", min: 10000 },
  { id: "elite", label: "Elite", min: 9800 },
  { id: "excellent", label: "Excellent", min: 9700 },
  { id: "superior", label: "Superior", min: 9400 },
  { id: "high", label: "High", min: 9200 },
  { id: "standard", label: "Standard", min: 9000 },
] as const;
export type TierId = (typeof TIERS)[number]["id"] | "unrated";

/** The colour tier of a rate; below 90% there is none ("unrated"). */
export function tierOf(rate: string): TierId {
  const r = rateHundredths(rate);
  return TIERS.find((t) => r >= t.min)?.id ?? "unrated";
}

/** 1 + additional credentials + specialties (§9). */
export const credentialCount = (a: Pick<DirectoryAppraiser, "specialties" | "additionalCredentials">): number =>
  1 + a.additionalCredentials.length + a.specialties.length;

export type CredentialOrder = "most" | "least";
export type DirectoryFilters = { credentialOrder: CredentialOrder | null; bands: SuccessBandId[]; states: string[] };
export const NO_FILTERS: DirectoryFilters = { credentialOrder: null, bands: [], states: [] };

/** Every chosen filter must hold: any of the chosen bands, any of the chosen states. */
export function matchesFilters(a: DirectoryAppraiser, filters: DirectoryFilters): boolean {
  if (filters.bands.length && !filters.bands.some((band) => inBand(a.successRate, band))) return false;
  if (filters.states.length && !filters.states.includes(a.state)) return false;
  return true;
}

const lastName = (name: string) => name.trim().split(/\s+/).pop()!.toLowerCase();
const byRateDesc = (a: DirectoryAppraiser, b: DirectoryAppraiser) => rateHundredths(b.successRate) - rateHundredths(a.successRate);
const byCredentials = (order: CredentialOrder) => (a: DirectoryAppraiser, b: DirectoryAppraiser) =>
  order === "most" ? credentialCount(b) - credentialCount(a) : credentialCount(a) - credentialCount(b);

/**
 * §9: preferred entries first. Among preferred: by credential count if that filter is chosen;
 * otherwise by success rate when the 100 band or Arizona is filtered; otherwise by last name.
 * Non-preferred: by credential count (most first unless "least" is chosen), then success rate
 * descending. Ties keep a stable order by name.
 */
export function sortDirectory<T extends DirectoryAppraiser>(list: readonly T[], filters: DirectoryFilters): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name);
  const preferredOrder = (a: T, b: T): number => {
    if (filters.credentialOrder) return byCredentials(filters.credentialOrder)(a, b) || byName(a, b);
    if (filters.bands.includes("100") || filters.states.includes("AZ")) return byRateDesc(a, b) || byName(a, b);
    return lastName(a.name).localeCompare(lastName(b.name)) || byName(a, b);
  };
  const otherOrder = (a: T, b: T) => byCredentials(filters.credentialOrder ?? "most")(a, b) || byRateDesc(a, b) || byName(a, b);
  return [...list].sort((a, b) => {
    if (a.isPreferred !== b.isPreferred) return a.isPreferred ? -1 : 1;
    return a.isPreferred ? preferredOrder(a, b) : otherOrder(a, b);
  });
}

/** The directory as shown: filtered, then sorted. */
export function visibleDirectory<T extends DirectoryAppraiser>(list: readonly T[], filters: DirectoryFilters): T[] {
  return sortDirectory(
    list.filter((a) => matchesFilters(a, filters)),
    filters,
  );
}
