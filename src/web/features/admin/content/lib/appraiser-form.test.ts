import { expect, test } from "bun:test";
import type { Schema } from "#web/lib/api-types";
import { appraiserSchema } from "#shared/schemas/content";
import {
  appraiserBody,
  deleteAppraiserConfirmation,
  EMPTY_APPRAISER,
  joinList,
  splitList,
  tierAndCount,
  tierLabel,
  valuesFromAppraiser,
} from "./appraiser-form";

const stored: Schema<"Appraiser"> = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  name: "Dana Reyes",
  state: "TX",
  credentials: "Certified Appraiser",
  appraisals: 140,
  successRate: "98.50",
  isPreferred: true,
  hideSpinningStar: false,
  specialties: ["Hail", "Wind"],
  additionalCredentials: ["HAAG"],
  isDemo: false,
  updatedAt: "2026-11-23T10:00:00.000Z",
};

test("lists are typed one per line or split by ';', blanks and spaces dropped", () => {
  expect(splitList("Roof; Hail\n\n  Water  ;;")).toEqual(["Roof", "Hail", "Water"]);
  expect(splitList("   ")).toEqual([]);
  expect(joinList(["Hail", "Wind"])).toBe("Hail\nWind");
  expect(splitList(joinList(stored.specialties))).toEqual(stored.specialties);
});

test("an appraiser opens in the form as stored, and goes back as the same body", () => {
  const values = valuesFromAppraiser(stored);
  expect(values).toEqual({
    ...values,
    appraisals: "140",
    successRate: "98.50",
    specialties: "Hail\nWind",
    additionalCredentials: "HAAG",
    isPreferred: true,
  });
  const parsed = appraiserSchema.parse(appraiserBody(values));
  const { id: _id, isDemo: _demo, updatedAt: _at, ...fields } = stored;
  expect(parsed as Record<string, unknown>).toEqual(fields);
});

test("the shared schema's messages come back for the form's fields", () => {
  const result = appraiserSchema.safeParse(
    appraiserBody({ ...EMPTY_APPRAISER, name: "A", state: "ZZ", credentials: "C", successRate: "101" }),
  );
  expect(result.success).toBe(false);
  const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
  expect(byField.state).toBe("State must be a two-letter US state code such as TX");
  expect(byField.successRate).toBe("Success rate must be a percentage from 0 to 100 with at most 2 decimals");
  // An empty count is missing, not 0 (z.coerce would take "" for 0).
  expect(byField.appraisals).toBe("Appraisals must be a whole number of 0 or more");
});

test("the state is upper-cased and the rate normalised by the schema", () => {
  const parsed = appraiserSchema.parse(
    appraiserBody({ ...EMPTY_APPRAISER, name: "A", state: " tx ", credentials: "C", appraisals: " 3 ", successRate: "97.5" }),
  );
  expect(parsed.state).toBe("TX");
  expect(parsed.successRate).toBe("97.50");
  expect(parsed.appraisals).toBe(3);
});

test("tiers read as the directory names them; below 90% unrated", () => {
  expect(tierLabel("100.00")).toBe("Perfect");
  expect(tierLabel("98.00")).toBe("Elite");
  expect(tierLabel("97.99")).toBe("Excellent");
  expect(tierLabel("90.00")).toBe("Standard");
  expect(tierLabel("89.99")).toBe("Unrated");
  expect(tierAndCount(stored)).toBe("Elite · 4 credentials");
  expect(tierAndCount({ successRate: "80", specialties: [], additionalCredentials: [] })).toBe("Unrated · 1 credential");
});

test("deleting names the appraiser and says the directory changes at once", () => {
  expect(deleteAppraiserConfirmation("Dana Reyes")).toBe("Delete appraiser Dana Reyes? The public directory stops showing them at once.");
});
