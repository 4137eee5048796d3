import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { parseAppraiserCache, serializeAppraiserCache } from "./appraiser-cache";

const appraiser: Schema<"Appraiser"> = {
  id: "a1",
  name: "Sam Sample",
  state: "TX",
  credentials: "Certified Appraiser",
  appraisals: 120,
  successRate: "98.50",
  isPreferred: false,
  hideSpinningStar: false,
  specialties: ["Hail"],
  additionalCredentials: [],
  isDemo: true,
  updatedAt: "2026-11-20T10:00:00.000Z",
};

test("a stored copy reads back as it was written", () => {
  const { data, lastUpdate } = serializeAppraiserCache([appraiser], 1_790_000_000_123);
  expect(lastUpdate).toBe("1790000000123");
  expect(parseAppraiserCache(data, lastUpdate)).toEqual({ ok: true, cache: { appraisers: [appraiser], savedAt: 1_790_000_000_123 } });
});

test("nothing stored is an empty cache, not an error", () => {
  expect(parseAppraiserCache(null, null)).toEqual({ ok: true, cache: null });
});

test.each([
  ["{not json", "1790000000000", "appraisers-data is not JSON"],
  ['{"a":1}', "1790000000000", "appraisers-data is not a list"],
  [JSON.stringify([{ ...appraiser, successRate: 98.5 }]), "1790000000000", "appraisers-data[0] is not an appraiser"],
  [JSON.stringify([appraiser, { ...appraiser, specialties: "Hail" }]), "1790000000000", "appraisers-data[1] is not an appraiser"],
  [JSON.stringify([appraiser]), null, "appraisers-last-update is not a time in milliseconds"],
  [JSON.stringify([appraiser]), "yesterday", "appraisers-last-update is not a time in milliseconds"],
])("%# an unparseable copy says why", (data, lastUpdate, reason) => {
  expect(parseAppraiserCache(data, lastUpdate)).toEqual({ ok: false, reason });
});
