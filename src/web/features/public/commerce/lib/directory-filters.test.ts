import { expect, test } from "bun:test";
import { NO_FILTERS, SUCCESS_BANDS } from "#shared/appraiser-directory";
import {
  activeFilterCount,
  bandBounds,
  clearFilters,
  showingText,
  statesIn,
  toggleBand,
  toggleCredentialOrder,
  toggleState,
} from "./directory-filters";

test("every filter toggles on and off", () => {
  const most = toggleCredentialOrder(NO_FILTERS, "most");
  expect(most.credentialOrder).toBe("most");
  expect(toggleCredentialOrder(most, "least").credentialOrder).toBe("least");
  expect(toggleCredentialOrder(most, "most").credentialOrder).toBeNull();
  const banded = toggleBand(toggleBand(NO_FILTERS, "100"), "90-92");
  expect(banded.bands).toEqual(["100", "90-92"]);
  expect(toggleBand(banded, "100").bands).toEqual(["90-92"]);
  const stated = toggleState(NO_FILTERS, "AZ");
  expect(stated.states).toEqual(["AZ"]);
  expect(toggleState(stated, "AZ").states).toEqual([]);
});

test("CLR clears everything", () => {
  const busy = toggleState(toggleBand(toggleCredentialOrder(NO_FILTERS, "least"), "97-98"), "TX");
  expect(activeFilterCount(busy)).toBe(3);
  expect(clearFilters()).toEqual({ credentialOrder: null, bands: [], states: [] });
  expect(activeFilterCount(clearFilters())).toBe(0);
});

test("the band bounds in words are the §9 bounds", () => {
  expect(SUCCESS_BANDS.map(bandBounds)).toEqual([
    "100.00%",
    "98.00-99.99%",
    "97.00-97.99%",
    "94.00-96.99%",
    "92.00-93.99%",
    "90.00-91.99%",
  ]);
});

test("states come once each, sorted; the count line reads as the spec says", () => {
  expect(statesIn([{ state: "TX" }, { state: "AZ" }, { state: "TX" }])).toEqual(["AZ", "TX"]);
  expect(showingText(3, 60)).toBe("Showing 3 of 60 appraisers");
});
