// The directory's filter choices (public-screens.md §2.9, §4): every filter toggles on and off,
// CLR clears them all. What they select and how the list sorts is src/shared/appraiser-directory.ts.
import { NO_FILTERS, SUCCESS_BANDS, type CredentialOrder, type DirectoryFilters, type SuccessBandId } from "#shared/appraiser-directory";

const toggled = <T>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** Most or Least; choosing the chosen one again turns it off. */
export const toggleCredentialOrder = (f: DirectoryFilters, order: CredentialOrder): DirectoryFilters => ({
  ...f,
  credentialOrder: f.credentialOrder === order ? null : order,
});

export const toggleBand = (f: DirectoryFilters, band: SuccessBandId): DirectoryFilters => ({ ...f, bands: toggled(f.bands, band) });

export const toggleState = (f: DirectoryFilters, state: string): DirectoryFilters => ({ ...f, states: toggled(f.states, state) });

export const clearFilters = (): DirectoryFilters => NO_FILTERS;

export const activeFilterCount = (f: DirectoryFilters): number => (f.credentialOrder ? 1 : 0) + f.bands.length + f.states.length;

/** The states that appear in the directory, alphabetically, for the state filters. */
export const statesIn = (list: ReadonlyArray<{ state: string }>): string[] => [...new Set(list.map((a) => a.state))].sort();

/** A band's exact bounds in words: "98.00-99.99%", "100%". */
export function bandBounds(band: (typeof SUCCESS_BANDS)[number]): string {
  const pct = (h: number) => (h / 100).toFixed(2);
  return band.min === band.max ? `${pct(band.min)}%` : `${pct(band.min)}-${pct(band.max)}%`;
}

/** "Showing N of M appraisers" (§2.9). */
export const showingText = (shown: number, total: number): string => `Showing ${shown} of ${total} appraisers`;
