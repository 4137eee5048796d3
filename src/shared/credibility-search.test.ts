import { describe, expect, test } from "bun:test";
import { matchesCredibilitySearch } from "./credibility-search";

const entry = {
  contractorName: "Bob Builder",
  contractorCompany: "Builder Roofing LLC",
  clientName: "Carol Client",
  claimType: "Wind",
  notes: "Hail damage on north slope",
};

describe("matchesCredibilitySearch", () => {
  test.each([
    ["bob", true],
    ["ROOFING", true],
    ["carol", true],
    ["wind", true],
    ["north slope", true],
    ["  hail  ", true],
    ["flood", false],
  ])("%p → %p", (search, expected) => {
    expect(matchesCredibilitySearch(entry, search)).toBe(expected);
  });

  test("no text or blank text matches every entry", () => {
    expect(matchesCredibilitySearch(entry, undefined)).toBe(true);
    expect(matchesCredibilitySearch(entry, "   ")).toBe(true);
  });

  test("a missing note is no match and no error", () => {
    expect(matchesCredibilitySearch({ ...entry, notes: null }, "slope")).toBe(false);
  });
});
