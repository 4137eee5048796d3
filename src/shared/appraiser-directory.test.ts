import { describe, expect, test } from "bun:test";
import {
  credentialCount,
  inBand,
  NO_FILTERS,
  sortDirectory,
  tierOf,
  visibleDirectory,
  type DirectoryAppraiser,
} from "./appraiser-directory";

const a = (name: string, successRate: string, extra: Partial<DirectoryAppraiser> = {}): DirectoryAppraiser => ({
  name,
  state: "TX",
  successRate,
  isPreferred: false,
  specialties: [],
  additionalCredentials: [],
  ...extra,
});

describe("bands (§9, exact bounds)", () => {
  test.each([
    ["100.00", "100", true],
    ["99.99", "100", false],
    ["99.99", "98-99", true],
    ["98.00", "98-99", true],
    ["97.99", "98-99", false],
    ["97.99", "97-98", true],
    ["97.00", "97-98", true],
    ["96.99", "94-97", true],
    ["94.00", "94-97", true],
    ["93.99", "92-94", true],
    ["92.00", "92-94", true],
    ["91.99", "90-92", true],
    ["90.00", "90-92", true],
    ["89.99", "90-92", false],
  ] as const)("%s in %s → %p", (rate, band, inside) => {
    expect(inBand(rate, band)).toBe(inside);
  });
});

describe("tiers", () => {
  test.each([
    ["100", "perfect"],
    ["99.5", "elite"],
    ["98", "elite"],
    ["97.99", "excellent"],
    ["94", "superior"],
    ["92.5", "high"],
    ["90", "standard"],
    ["89.99", "unrated"],
  ] as const)("%s%% → %s", (rate, tier) => {
    expect(tierOf(rate)).toBe(tier);
  });
});

test("credential count = 1 + additional credentials + specialties", () => {
  expect(credentialCount({ specialties: ["Hail", "Wind"], additionalCredentials: ["IA"] })).toBe(4);
  expect(credentialCount({ specialties: [], additionalCredentials: [] })).toBe(1);
});

describe("sort order (§9)", () => {
  const list = [
    a("Zed Young", "95", { specialties: ["x", "y", "z"] }),
    a("Amy Brown", "99", { isPreferred: true, specialties: ["x"] }),
    a("Bob Adams", "100", { isPreferred: true, state: "AZ" }),
    a("Cal Moore", "91", { specialties: ["x", "y", "z"] }),
    a("Dee Clark", "97", { isPreferred: true, specialties: ["a", "b", "c"] }),
    a("Eve Stone", "98", { specialties: ["q"] }),
  ];
  const names = (l: DirectoryAppraiser[]) => l.map((x) => x.name);

  test("no filter: preferred first by last name; others by credential count, then rate", () => {
    expect(names(sortDirectory(list, NO_FILTERS))).toEqual(["Bob Adams", "Amy Brown", "Dee Clark", "Zed Young", "Cal Moore", "Eve Stone"]);
  });

  test("credential filter: preferred by credential count too (most or least)", () => {
    expect(names(sortDirectory(list, { ...NO_FILTERS, credentialOrder: "most" })).slice(0, 3)).toEqual([
      "Dee Clark",
      "Amy Brown",
      "Bob Adams",
    ]);
    expect(names(sortDirectory(list, { ...NO_FILTERS, credentialOrder: "least" }))).toEqual([
      "Bob Adams",
      "Amy Brown",
      "Dee Clark",
      "Eve Stone",
      "Zed Young",
      "Cal Moore",
    ]);
  });

  test("the 100 band or Arizona filtered: preferred by success rate", () => {
    expect(names(sortDirectory(list, { ...NO_FILTERS, states: ["AZ", "TX"] })).slice(0, 3)).toEqual([
      "Bob Adams",
      "Amy Brown",
      "Dee Clark",
    ]);
    expect(names(visibleDirectory(list, { ...NO_FILTERS, bands: ["100"] }))).toEqual(["Bob Adams"]);
  });

  test("filters combine: any chosen band and any chosen state", () => {
    expect(names(visibleDirectory(list, { credentialOrder: null, bands: ["98-99", "94-97"], states: ["TX"] }))).toEqual([
      "Amy Brown",
      "Zed Young",
      "Eve Stone",
    ]);
  });
});
